// Reads the catalogue's documents through the installed rules package's exports map, as JSON modules, and checks
// them with the package itself: each schema document is the catalogue's schema, and each replay replays.
import { catalogueSchemas, findCatalogueSchema, parseSchema, replayGame } from '@stigmeria/rules';
import index from '@stigmeria/rules/catalogue/index.json' with { type: 'json' };

const json = (specifier) => import(specifier, { with: { type: 'json' } }).then((module) => module.default);
const report = { ids: index.schemas, schemas: 0, sameAsCatalogue: 0, replayed: 0, fulfilled: 0 };
for (const id of index.schemas) {
  const schema = await json(`@stigmeria/rules/catalogue/${id}.json`);
  const replay = await json(`@stigmeria/rules/catalogue/${id}.replay.json`);
  const parsed = parseSchema(schema);
  if (parsed.ok) report.schemas++;
  if (JSON.stringify(schema) === JSON.stringify(findCatalogueSchema(id))) report.sameAsCatalogue++;
  const replayed = replayGame(replay);
  if (replayed.ok) report.replayed++;
  if (replayed.ok && replayed.value.players.some((player) => player.status === 'fulfilled')) report.fulfilled++;
}
report.catalogueIds = catalogueSchemas.map((schema) => schema.id);
console.log(JSON.stringify(report));
