// The reviews behind each catalogue gym's rating: a few per gym, seeded by the gym's id, written in
// the language people use in its city, so the rating a gym shows is exactly what its reviews add up to.
import type { Amenity } from '@fitchoice/shared/api';
import type { City } from './cities';
import { FIRST_NAMES, LAST_NAMES } from './names';

type ReviewLanguage = 'en' | 'es' | 'fr' | 'pt';

export interface SeedReview {
  id: string;
  /** Not a member account: seeded reviewers cannot sign in, so no one can edit or vote as them. */
  userId: string;
  authorName: string;
  stars: number;
  text: string;
  createdAt: string;
}

/** The language a city's members write reviews in; English where the app speaks no local language. */
const CITY_LANGUAGE: Partial<Record<string, ReviewLanguage>> = {
  Paris: 'fr',
  Montreal: 'fr',
  Madrid: 'es',
  'Mexico City': 'es',
  Guadalajara: 'es',
  Monterrey: 'es',
  Cancún: 'es',
  'São Paulo': 'pt',
  'Rio de Janeiro': 'pt',
  Brasília: 'pt',
  'Belo Horizonte': 'pt',
};

type Band = 'great' | 'good' | 'mixed' | 'poor';
const bandOf = (stars: number): Band => (stars === 5 ? 'great' : stars === 4 ? 'good' : stars === 3 ? 'mixed' : 'poor');

interface Phrases {
  opening: Record<Band, readonly string[]>;
  amenity: Partial<Record<Amenity, readonly string[]>>;
  complaint: readonly string[];
  closing: Record<Band, readonly string[]>;
}

const PHRASES: Record<ReviewLanguage, Phrases> = {
  en: {
    opening: {
      great: [
        'Best gym I have trained at in years.',
        'Spotless, friendly and never too busy before work.',
        'I moved here from a chain gym and I am not going back.',
        'The staff know your name by the second week.',
      ],
      good: [
        'Solid gym with everything I need.',
        'Good equipment and a relaxed crowd.',
        'Clean and well run, a bit pricey for a day pass.',
        'Does the job well; mornings are the quiet time.',
      ],
      mixed: [
        'Decent, but it gets packed after 6 pm.',
        'Fine for a quick session, nothing special.',
        'The floor is good, the changing rooms need some love.',
      ],
      poor: [
        'Half the machines had out-of-order signs when I went.',
        'Too crowded to train properly in the evening.',
        'Staff seemed uninterested and the place needs a clean.',
      ],
    },
    amenity: {
      pool: ['The pool is warm and there is always a free lane at lunch.'],
      sauna: ['The sauna after leg day is worth the price alone.'],
      boxing: ['The boxing ring and the bags get real use; the coaches are patient with beginners.'],
      yoga: ['The yoga studio is calm and bright, with good mats.'],
      classes: ['The spin and HIIT classes fill up, so book early.'],
      'personal-training': ['My trainer wrote me a plan that actually fits my week.'],
      'free-weights': ['Plenty of racks and plates, rarely a queue for the squat rack.'],
      childcare: ['The crèche means I can actually train on Saturdays.'],
      '24-hour': ['Being open all night suits my shifts perfectly.'],
      parking: ['Easy parking right outside.'],
      towels: ['Fresh towels included, which is a nice touch.'],
    },
    complaint: ['The showers were cold twice this month.', 'Wi-Fi barely works on the training floor.', 'Music is far too loud.'],
    closing: {
      great: ['Highly recommend.', 'Five stars, easily.', ''],
      good: ['Would recommend.', 'Happy member.', ''],
      mixed: ['Might try somewhere else.', ''],
      poor: ['Not coming back.', ''],
    },
  },
  es: {
    opening: {
      great: [
        'El mejor gimnasio en el que he entrenado en años.',
        'Impecable, el personal es muy amable y nunca está lleno por la mañana.',
        'Me cambié desde una cadena y no pienso volver.',
        'A la segunda semana ya te saludan por tu nombre.',
      ],
      good: [
        'Buen gimnasio, tiene todo lo que necesito.',
        'Buen equipamiento y un ambiente tranquilo.',
        'Limpio y bien llevado, aunque el pase de día es algo caro.',
        'Cumple muy bien; por la mañana está tranquilo.',
      ],
      mixed: [
        'Está bien, pero después de las 18 h se llena.',
        'Sirve para una sesión rápida, nada especial.',
        'La sala está bien, los vestuarios necesitan una reforma.',
      ],
      poor: [
        'La mitad de las máquinas estaban fuera de servicio.',
        'Demasiada gente para entrenar bien por la tarde.',
        'El personal no parece interesado y le falta limpieza.',
      ],
    },
    amenity: {
      pool: ['La piscina está templada y siempre hay una calle libre al mediodía.'],
      sauna: ['La sauna después de pierna vale lo que cuesta.'],
      boxing: ['El ring de boxeo se usa de verdad y los entrenadores tienen paciencia con los principiantes.'],
      yoga: ['La sala de yoga es luminosa y tranquila.'],
      classes: ['Las clases de spinning se llenan rápido, hay que reservar con tiempo.'],
      'personal-training': ['Mi entrenadora me hizo un plan que encaja con mi semana.'],
      'free-weights': ['Muchos racks y discos, casi nunca hay cola.'],
      childcare: ['Con la ludoteca por fin puedo entrenar los sábados.'],
      '24-hour': ['Que abra toda la noche me viene perfecto por los turnos.'],
      parking: ['Se aparca fácil en la puerta.'],
      towels: ['Toallas incluidas, un detalle.'],
    },
    complaint: ['Las duchas salieron frías dos veces este mes.', 'El wifi casi no funciona en la sala.', 'La música está demasiado alta.'],
    closing: {
      great: ['Muy recomendable.', 'Cinco estrellas sin dudarlo.', ''],
      good: ['Lo recomiendo.', 'Contenta con la cuota.', ''],
      mixed: ['Quizá pruebe otro.', ''],
      poor: ['No vuelvo.', ''],
    },
  },
  fr: {
    opening: {
      great: [
        'La meilleure salle où je me suis entraîné depuis des années.',
        'Impeccable, équipe sympa et jamais bondée avant le travail.',
        'Je viens d’une grande chaîne et je n’y retournerai pas.',
        'Dès la deuxième semaine, on vous appelle par votre prénom.',
      ],
      good: [
        'Bonne salle, il y a tout ce qu’il faut.',
        'Bon matériel et ambiance détendue.',
        'Propre et bien tenue, un peu chère à la journée.',
        'Fait très bien le travail ; le matin c’est calme.',
      ],
      mixed: [
        'Correct, mais c’est plein après 18 h.',
        'Bien pour une séance rapide, sans plus.',
        'La salle est bien, les vestiaires mériteraient un coup de neuf.',
      ],
      poor: [
        'La moitié des machines étaient hors service.',
        'Trop de monde pour s’entraîner correctement le soir.',
        'Personnel peu investi et ménage à revoir.',
      ],
    },
    amenity: {
      pool: ['La piscine est chauffée et il y a toujours une ligne libre à midi.'],
      sauna: ['Le sauna après la séance jambes vaut à lui seul l’abonnement.'],
      boxing: ['Le ring de boxe sert vraiment et les coachs sont patients avec les débutants.'],
      yoga: ['Le studio de yoga est lumineux et calme.'],
      classes: ['Les cours de vélo se remplissent vite, réservez tôt.'],
      'personal-training': ['Mon coach m’a fait un programme qui tient dans ma semaine.'],
      'free-weights': ['Beaucoup de racks et de disques, presque jamais d’attente.'],
      childcare: ['Grâce à la garderie, je peux enfin venir le samedi.'],
      '24-hour': ['Ouvert toute la nuit, parfait avec mes horaires décalés.'],
      parking: ['Facile de se garer juste devant.'],
      towels: ['Serviettes fournies, c’est appréciable.'],
    },
    complaint: ['Douches froides deux fois ce mois-ci.', 'Le wifi ne passe presque pas en salle.', 'Musique beaucoup trop forte.'],
    closing: {
      great: ['Je recommande vivement.', 'Cinq étoiles sans hésiter.', ''],
      good: ['Je recommande.', 'Content de mon abonnement.', ''],
      mixed: ['J’essaierai peut-être ailleurs.', ''],
      poor: ['Je n’y retournerai pas.', ''],
    },
  },
  pt: {
    opening: {
      great: [
        'A melhor academia em que treinei em anos.',
        'Impecável, equipe simpática e nunca lotada de manhã.',
        'Saí de uma rede grande e não volto mais.',
        'Na segunda semana já te chamam pelo nome.',
      ],
      good: [
        'Academia boa, tem tudo o que preciso.',
        'Bons aparelhos e um clima tranquilo.',
        'Limpa e bem cuidada, a diária é um pouco cara.',
        'Cumpre bem o que promete; de manhã é tranquilo.',
      ],
      mixed: [
        'É ok, mas depois das 18h fica lotada.',
        'Serve para um treino rápido, nada demais.',
        'A sala é boa, os vestiários precisam de reforma.',
      ],
      poor: [
        'Metade dos aparelhos estava quebrada.',
        'Cheia demais para treinar direito à noite.',
        'Equipe desatenta e a limpeza deixa a desejar.',
      ],
    },
    amenity: {
      pool: ['A piscina é aquecida e sempre tem raia livre na hora do almoço.'],
      sauna: ['A sauna depois do treino de perna já vale a mensalidade.'],
      boxing: ['O ringue de boxe é bem usado e os professores têm paciência com iniciantes.'],
      yoga: ['A sala de yoga é clara e silenciosa.'],
      classes: ['As aulas de bike lotam rápido, reserve cedo.'],
      'personal-training': ['Meu personal montou um treino que cabe na minha semana.'],
      'free-weights': ['Muitos racks e anilhas, quase nunca tem fila.'],
      childcare: ['Com o espaço kids consigo treinar aos sábados.'],
      '24-hour': ['Funcionar a noite toda é perfeito para os meus plantões.'],
      parking: ['Fácil de estacionar na porta.'],
      towels: ['Toalhas incluídas, um detalhe legal.'],
    },
    complaint: ['O chuveiro estava frio duas vezes este mês.', 'O wi-fi quase não pega na sala.', 'A música é alta demais.'],
    closing: {
      great: ['Recomendo muito.', 'Cinco estrelas fácil.', ''],
      good: ['Recomendo.', 'Satisfeito.', ''],
      mixed: ['Talvez eu procure outra.', ''],
      poor: ['Não volto.', ''],
    },
  },
};

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A random-looking but deterministic UUID v4 (review ids are UUIDs; see reviews/handler.ts). */
function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** The most reviews a catalogue gym starts with. */
export const MAX_SEED_REVIEWS = 8;
const FIRST_REVIEW = Date.parse('2025-01-01T00:00:00.000Z');
const YEAR_MS = 365 * 86_400_000;

/**
 * A gym's seeded reviews: `count` of them, with stars scattered around `quality` (3.2-4.9), text put
 * together from the phrases of its city's language (mentioning one of its amenities now and then).
 */
export function seedReviewsFor(
  gym: { id: string; city: City; amenities: readonly Amenity[] },
  count: number,
  quality: number,
  random: () => number,
): SeedReview[] {
  const phrases = PHRASES[CITY_LANGUAGE[gym.city.name] ?? 'en'];
  const mentionable = gym.amenities.filter((a) => (phrases.amenity[a]?.length ?? 0) > 0);
  const reviews: SeedReview[] = [];
  for (let n = 0; n < count; n++) {
    const stars = Math.min(5, Math.max(1, Math.round(quality + (random() - 0.5) * 2.4)));
    const band = bandOf(stars);
    const middle =
      band === 'poor'
        ? pick(random, phrases.complaint)
        : mentionable.length > 0 && random() < 0.7
          ? pick(random, phrases.amenity[pick(random, mentionable)]!)
          : '';
    const text = [pick(random, phrases.opening[band]), middle, pick(random, phrases.closing[band])].filter(Boolean).join(' ');
    const region = gym.city.region;
    reviews.push({
      id: seededUuid(random),
      userId: `seed-reviewer-${gym.id}-${n + 1}`,
      authorName: `${pick(random, FIRST_NAMES[region])} ${pick(random, LAST_NAMES[region])![0]}.`,
      stars,
      text,
      createdAt: new Date(FIRST_REVIEW + Math.floor(random() * YEAR_MS)).toISOString(),
    });
  }
  return reviews;
}
