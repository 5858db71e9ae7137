// The names of the app's own workout programs, preset challenges and preset rewards, by id
// (shared/src/workouts.ts, the challenges' and the store's presets). Their own screens show them,
// and other screens name them (an activity line, a Fitverse pick): a catalogue of their own, so a
// screen that names one does not load its whole feature's catalogue. It registers as it is imported
// (i18n/messages/registry.ts); its copies beside it load when their language is shown.
import { registerMessages } from '../../i18n/messages/registry';

export const presetNamesMessages = registerMessages(
  {
    'workouts.programName.superhero-upper': 'Hollywood superhero upper body',
    'workouts.programName.sprinter-legs': "Sprinter's legs",
    'workouts.programName.boxer-conditioning': "Boxer's conditioning",
    'workouts.programName.dancer-core': "Dancer's core and balance",
    'workouts.programName.yogi-flow': "Yogi's morning flow",
    'workouts.programName.marathoner-strength': "Marathoner's strength",
    'workouts.programName.fighter-hiit': "Fighter's HIIT",
    'workouts.programName.gymnast-core': "Gymnast's core",
    'workouts.programName.strongman-kettlebell': 'Strongman kettlebell',
    'workouts.programName.action-star-hotel': "Action star's hotel-room workout",
    'workouts.programName.footballer-agility': "Footballer's agility",
    'workouts.programName.beach-abs': 'Beach-season abs',
    'workouts.programName.dance-cardio': 'Pop-star dance cardio',
    'challenges.preset.title.ten-day-kickoff': 'Ten-day kick-off',
    'challenges.preset.title.gym-explorer': 'Gym explorer',
    'challenges.preset.title.seven-day-streak': 'Seven days straight',
    'challenges.preset.title.coached-twice': 'Coached twice',
    'challenges.preset.title.london-five': 'London loyal',
    'challenges.preset.title.tokyo-tour': 'Tokyo tour',
    'store.preset.title.day-pass': 'Day pass: {gym}',
    'store.preset.title.smoothie-us-002': 'Smoothie at {gym}',
    'store.preset.title.shake-gb-002': 'Protein shake at {gym}',
    'store.preset.title.acai-br-002': 'Açaí bowl at {gym}',
    'store.preset.title.matcha-jp-002': 'Matcha protein latte at {gym}',
    'store.preset.title.trainer-20-off': '20% off a personal-training session',
    'store.preset.title.form-check-15': 'Free 15-minute form check with a trainer',
    'store.preset.title.nutrition-25-off': '25% off a nutritionist consultation',
    'store.preset.title.bottle-750': 'FitChoice water bottle (750 ml)',
    'store.preset.title.towel': 'FitChoice gym towel',
    'store.preset.title.tshirt': 'FitChoice training T-shirt',
    'store.preset.title.bands': 'Resistance band set',
    'store.preset.title.shaker': 'FitChoice shaker bottle',
    'store.preset.title.donate-youth-day': 'Give a youth sports club a training day',
    'store.preset.title.donate-tree': 'Plant a tree',
    'store.preset.title.donate-meal': 'Provide a meal through a food bank',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    presetNames: typeof presetNamesMessages;
  }
}
