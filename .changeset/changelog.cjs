/**
 * The changelog lines of this repository: those of changesets' own generator (`@changesets/cli/changelog`), but
 * for one thing: a dependency at its first release (from 0.0.0) is not listed as an updated dependency. No
 * published version of a package ever used the unreleased 0.0.0 of its dependency, so there is nothing to update
 * from; listed, the first release of the rules would add a "Patch Changes: Updated dependencies" section to the
 * first release of the solver, the board and the cli.
 */
'use strict';

const { default: changesets } = require('@changesets/cli/changelog');

const UNRELEASED = '0.0.0';

module.exports = {
  getReleaseLine: changesets.getReleaseLine,
  getDependencyReleaseLine(changesetsOfRelease, dependenciesUpdated, options) {
    const updated = dependenciesUpdated.filter((dependency) => dependency.oldVersion !== UNRELEASED);
    return changesets.getDependencyReleaseLine(changesetsOfRelease, updated, options);
  },
};
