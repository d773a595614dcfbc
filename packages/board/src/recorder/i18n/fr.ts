/**
 * The tutorial recorder's French texts (a non-breaking space before « : », « ; », « ? » and « ! »).
 * @module
 */
import type { RecorderStrings } from './texts.js';

export const fr: RecorderStrings = {
  title: 'Enregistreur de tutoriels',
  modes: {
    discovery: 'Découverte',
    normal: 'Normal',
    competitive: 'Compétitif',
    'competitive-no-limit': 'Compétitif sans limite',
    'solo-no-limit': 'Solo sans limite',
  },
  setup: {
    heading: 'Enregistrer un nouveau tutoriel',
    intro: 'Choisissez la partie, jouez-la sur le plateau, puis écrivez une légende pour les étapes à expliquer.',
    schema: 'Schéma',
    mode: 'Mode',
    players: 'Joueurs',
    seed: 'Graine',
    seedHelp: 'La même graine donne les mêmes sacs. Le replay la contient : chacun peut rejouer le tutoriel.',
    newSeed: 'Nouvelle graine',
    start: 'Commencer l’enregistrement',
    noSchema: 'Aucun schéma du catalogue ne se joue dans ce mode.',
  },
  open: {
    heading: 'Modifier les légendes d’un replay',
    intro: 'Ouvrez un fichier de replay : les règles vérifient chaque étape avant de l’afficher.',
    pick: 'Ouvrir un fichier de replay',
    drop: 'ou déposez-le ici',
    reading: 'Lecture du fichier…',
    refused: (name) => `« ${name} » ne peut pas être ouvert.`,
  },
  record: {
    heading: 'Enregistrement',
    steps: (n) => `${n} étape${n > 1 ? 's' : ''} enregistrée${n > 1 ? 's' : ''}`,
    takeBack: 'Reprendre la dernière étape',
    undoHelp:
      'L’Annuler du plateau suit les règles : dans votre tour, jusqu’au dernier tirage, lancer de dé ou autre étape qui a révélé quelque chose (R22). « Reprendre la dernière étape » modifie l’enregistrement : elle retire n’importe quelle dernière étape, un tirage ou une fin de tour compris, et rejoue la partie depuis sa mise en place sans elle ; la même graine donne les mêmes sacs.',
    caption: 'Écrire les légendes',
    restart: 'Enregistrer une autre partie',
    tookBack: (n) => `Dernière étape reprise : il reste ${n} étape${n > 1 ? 's' : ''}.`,
  },
  caption: {
    heading: 'Légendes',
    intro: 'Parcourez la partie avec les commandes du plateau ; la légende de l’étape affichée se modifie ici.',
    setupStep: (total) => `La mise en place, avant l’étape 1 sur ${total}`,
    step: (n, total) => `Étape ${n} sur ${total}`,
    setupHelp: 'Avant la première étape, le plateau affiche le titre du tutoriel.',
    previous: 'Étape précédente',
    next: 'Étape suivante',
    english: 'Légende en anglais',
    french: 'Légende en français',
    titleEnglish: 'Titre en anglais',
    titleFrench: 'Titre en français',
    count: (used, limit) => `${used} / ${limit} caractères`,
    download: 'Télécharger le tutoriel',
    recordMore: 'Enregistrer d’autres étapes',
    restart: 'Enregistrer une autre partie',
    notReady: 'Le tutoriel ne peut pas encore être téléchargé.',
    captioned: (n, total) => `${n} étape${n > 1 ? 's' : ''} légendée${n > 1 ? 's' : ''} sur ${total}.`,
  },
  errors: {
    codes: {
      'recorder/too-large': 'Le fichier est plus grand que tout replay.',
      'recorder/not-json': 'Le fichier n’est pas du texte JSON.',
      'recorder/needs-english': 'Un texte français n’a pas son anglais : écrivez d’abord l’anglais.',
      'replay/invalid': 'Le fichier n’est pas un document de replay valide.',
      'replay/rules-version': 'Le replay a été enregistré avec une autre version des règles.',
      'replay/too-many-steps': 'Le replay compte plus d’étapes qu’une partie de son mode ne peut en avoir.',
      'replay/setup': 'La mise en place du replay ne lance pas de partie.',
      'replay/illegal-step': 'Une étape enregistrée n’est pas permise par les règles.',
      'replay/events-differ': 'Une étape enregistrée ne donne pas ce que donnent les règles.',
    },
    other: 'Les règles refusent ce replay.',
    code: (code) => `Code : ${code}`,
    path: (path) => `Où : ${path === '' ? 'le document entier' : path}`,
  },
};
