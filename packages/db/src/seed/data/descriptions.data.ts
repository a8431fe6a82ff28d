// Sentences performance descriptions are composed from, per kind of show, in four languages.
// Placeholders: {title} (already quoted), {author}, {director}, {designer}, {cast}.
import type { L4 } from '../text.js';
import type { WorkKind } from './works.data.js';

export type DescriptionGroup = 'play' | 'opera' | 'ballet' | 'musical' | 'concert' | 'children' | 'stand-up';

export const GROUP_OF_KIND: Record<WorkKind, DescriptionGroup> = {
  drama: 'play',
  comedy: 'play',
  opera: 'opera',
  ballet: 'ballet',
  operetta: 'musical',
  concert: 'concert',
  'rock-concert': 'concert',
  children: 'children',
  'stand-up': 'stand-up',
};

export type DescriptionTexts = {
  loglines: readonly L4[];
  openings: readonly L4[];
  /** How the author is credited; absent when the work has none. */
  credit: L4;
  production: readonly L4[];
  moods: readonly L4[];
};

export const DESCRIPTIONS: Record<DescriptionGroup, DescriptionTexts> = {
  play: {
    loglines: [
      {
        ru: 'История о любви, выборе и цене свободы в бережной и смелой постановке.',
        en: 'A story of love, choice and the price of freedom, staged with care and daring.',
        fr: 'Une histoire d’amour, de choix et du prix de la liberté, mise en scène avec soin et audace.',
        de: 'Eine Geschichte über Liebe, Entscheidungen und den Preis der Freiheit – behutsam und mutig inszeniert.',
      },
      {
        ru: 'Знакомый сюжет, который звучит так, будто написан вчера.',
        en: 'A familiar plot that sounds as if it had been written yesterday.',
        fr: 'Une intrigue connue qui résonne comme si elle avait été écrite hier.',
        de: 'Eine bekannte Handlung, die klingt, als wäre sie gestern geschrieben worden.',
      },
      {
        ru: 'Смешно и горько одновременно: спектакль, о котором спорят после финала.',
        en: 'Funny and bitter at once: a show people argue about after the curtain falls.',
        fr: 'Drôle et amer à la fois : un spectacle dont on débat après le rideau.',
        de: 'Komisch und bitter zugleich: ein Abend, über den man nach dem Vorhang diskutiert.',
      },
      {
        ru: 'Сильный актёрский ансамбль и режиссура, которая доверяет зрителю.',
        en: 'A strong ensemble cast and direction that trusts its audience.',
        fr: 'Une distribution solide et une mise en scène qui fait confiance au public.',
        de: 'Ein starkes Ensemble und eine Regie, die dem Publikum vertraut.',
      },
    ],
    openings: [
      {
        ru: 'Спектакль {title} — история, которую невозможно пересказать в двух словах: её нужно увидеть из зрительного зала.',
        en: '{title} is a story that cannot be told in a couple of words: it has to be seen from the stalls.',
        fr: '{title} est une histoire qu’on ne résume pas en deux mots : il faut la voir depuis la salle.',
        de: '{title} ist eine Geschichte, die sich nicht in zwei Sätzen erzählen lässt: Man muss sie im Saal erleben.',
      },
      {
        ru: '{title} на этой сцене — разговор о любви, выборе и цене, которую человек платит за свою свободу.',
        en: 'On this stage {title} becomes a conversation about love, choice and the price people pay for their freedom.',
        fr: 'Sur cette scène, {title} devient une conversation sur l’amour, le choix et le prix que l’on paie pour sa liberté.',
        de: 'Auf dieser Bühne wird {title} zu einem Gespräch über Liebe, Entscheidungen und den Preis der eigenen Freiheit.',
      },
      {
        ru: 'Постановка {title} собирает полные залы с первого сезона: зрители возвращаются, чтобы увидеть её снова.',
        en: '{title} has played to full houses since its first season: audiences come back to see it again.',
        fr: '{title} affiche complet depuis sa première saison : les spectateurs reviennent pour le revoir.',
        de: '{title} spielt seit der ersten Saison vor vollem Haus: Viele Zuschauer kommen ein zweites Mal.',
      },
      {
        ru: 'В спектакле {title} знакомый сюжет звучит неожиданно современно, а каждая сцена держит зал в напряжении до финала.',
        en: 'In {title} a familiar plot feels surprisingly modern, and every scene keeps the house on edge until the end.',
        fr: 'Dans {title}, une intrigue connue paraît étonnamment moderne, et chaque scène tient la salle en haleine jusqu’au bout.',
        de: 'In {title} wirkt eine bekannte Handlung überraschend modern, und jede Szene hält den Saal bis zum Schluss in Atem.',
      },
    ],
    credit: {
      ru: 'Литературная основа — {author}.',
      en: 'Based on the work of {author}.',
      fr: 'D’après l’œuvre de {author}.',
      de: 'Nach dem Werk von {author}.',
    },
    production: [
      {
        ru: 'Режиссёр-постановщик — {director}, художник-постановщик — {designer}.',
        en: 'Directed by {director}, designed by {designer}.',
        fr: 'Mise en scène : {director} ; scénographie : {designer}.',
        de: 'Regie: {director}, Bühnenbild: {designer}.',
      },
      {
        ru: 'Постановка — {director}. В ролях: {cast}.',
        en: 'Staged by {director}. Starring {cast}.',
        fr: 'Mise en scène : {director}. Avec {cast}.',
        de: 'Inszenierung: {director}. Es spielen {cast}.',
      },
    ],
    moods: [
      {
        ru: 'Лаконичная сценография, живая музыка и точная актёрская игра создают атмосферу, в которую погружаешься с первой минуты.',
        en: 'Spare sets, live music and precise acting create an atmosphere that draws you in from the first minute.',
        fr: 'Un décor épuré, de la musique live et un jeu précis créent une atmosphère qui vous happe dès la première minute.',
        de: 'Ein schlichtes Bühnenbild, Live-Musik und präzises Spiel schaffen eine Atmosphäre, die vom ersten Moment an fesselt.',
      },
      {
        ru: 'Спектакль одинаково понравится и тем, кто знает текст наизусть, и тем, кто впервые откроет для себя эту историю.',
        en: 'It will delight those who know the text by heart as much as those discovering the story for the first time.',
        fr: 'Il plaira autant à ceux qui connaissent le texte par cœur qu’à ceux qui découvrent l’histoire.',
        de: 'Die Inszenierung begeistert Kenner des Textes ebenso wie alle, die die Geschichte zum ersten Mal entdecken.',
      },
      {
        ru: 'Юмор здесь соседствует с горечью, а финал оставляет вопросы, над которыми хочется думать по дороге домой.',
        en: 'Humour sits next to bitterness here, and the ending leaves questions you keep turning over on the way home.',
        fr: 'L’humour y côtoie l’amertume, et le final laisse des questions qui vous accompagnent sur le chemin du retour.',
        de: 'Humor steht hier neben Bitterkeit, und das Ende hinterlässt Fragen, die einen auf dem Heimweg begleiten.',
      },
      {
        ru: 'Актёрский ансамбль работает как единый организм — в этом главная сила постановки.',
        en: 'The cast works as one living organism, and that is the production’s greatest strength.',
        fr: 'La troupe joue comme un seul organisme vivant : c’est la grande force de la mise en scène.',
        de: 'Das Ensemble spielt wie ein einziger Organismus – darin liegt die größte Stärke der Inszenierung.',
      },
    ],
  },
  opera: {
    loglines: [
      {
        ru: 'Великая музыка, солисты, хор и оркестр театра в одном вечере.',
        en: 'Great music with the company’s soloists, chorus and orchestra in one evening.',
        fr: 'Une grande musique avec les solistes, le chœur et l’orchestre de la maison en une soirée.',
        de: 'Große Musik mit Solisten, Chor und Orchester des Hauses an einem Abend.',
      },
      {
        ru: 'Классическая постановка с роскошными костюмами и живым оркестром.',
        en: 'A classic staging with sumptuous costumes and a live orchestra.',
        fr: 'Une mise en scène classique aux costumes somptueux, avec orchestre live.',
        de: 'Eine klassische Inszenierung mit prächtigen Kostümen und Live-Orchester.',
      },
      {
        ru: 'Опера, которую стоит услышать хотя бы раз в жизни.',
        en: 'An opera worth hearing at least once in a lifetime.',
        fr: 'Un opéra à entendre au moins une fois dans sa vie.',
        de: 'Eine Oper, die man mindestens einmal im Leben gehört haben sollte.',
      },
    ],
    openings: [
      {
        ru: 'Опера {title} звучит в исполнении солистов, хора и симфонического оркестра театра.',
        en: '{title} is performed by the company’s soloists, chorus and symphony orchestra.',
        fr: '{title} est interprété par les solistes, le chœur et l’orchestre symphonique de la maison.',
        de: '{title} wird von den Solisten, dem Chor und dem Sinfonieorchester des Hauses aufgeführt.',
      },
      {
        ru: '{title} — одна из самых любимых опер публики, и эта постановка показывает почему.',
        en: '{title} is one of audiences’ best-loved operas, and this production shows why.',
        fr: '{title} est l’un des opéras préférés du public, et cette production montre pourquoi.',
        de: '{title} gehört zu den beliebtesten Opern des Publikums, und diese Inszenierung zeigt, warum.',
      },
      {
        ru: 'Страсти, интриги и арии, которые узнаёшь с первых нот: {title} на исторической сцене.',
        en: 'Passion, intrigue and arias you recognise from the first note: {title} on the historic stage.',
        fr: 'Passions, intrigues et airs reconnaissables dès la première note : {title} sur la scène historique.',
        de: 'Leidenschaft, Intrigen und Arien, die man ab dem ersten Ton erkennt: {title} auf der historischen Bühne.',
      },
    ],
    credit: {
      ru: 'Музыка — {author}.',
      en: 'Music by {author}.',
      fr: 'Musique de {author}.',
      de: 'Musik von {author}.',
    },
    production: [
      {
        ru: 'Дирижёр-постановщик — {designer}, режиссёр — {director}.',
        en: 'Musical director {designer}, stage director {director}.',
        fr: 'Direction musicale : {designer} ; mise en scène : {director}.',
        de: 'Musikalische Leitung: {designer}, Regie: {director}.',
      },
      {
        ru: 'Режиссёр — {director}. Партии исполняют {cast}.',
        en: 'Staged by {director}. Sung by {cast}.',
        fr: 'Mise en scène : {director}. Avec {cast}.',
        de: 'Regie: {director}. Es singen {cast}.',
      },
    ],
    moods: [
      {
        ru: 'Спектакль идёт на языке оригинала с русскими и английскими титрами.',
        en: 'Sung in the original language with Russian and English surtitles.',
        fr: 'Chanté en langue originale, surtitré en russe et en anglais.',
        de: 'In Originalsprache mit russischen und englischen Übertiteln.',
      },
      {
        ru: 'Масштабные декорации и свет превращают каждое действие в отдельную картину.',
        en: 'Grand sets and lighting turn every act into a painting of its own.',
        fr: 'Des décors grandioses et la lumière font de chaque acte un tableau à part entière.',
        de: 'Große Bühnenbilder und Licht machen jeden Akt zu einem eigenen Gemälde.',
      },
      {
        ru: 'Хороший повод надеть вечернее платье и провести вечер в красивом зале.',
        en: 'A fine excuse to dress up and spend an evening in a beautiful auditorium.',
        fr: 'Une belle occasion de s’habiller et de passer la soirée dans une salle magnifique.',
        de: 'Ein schöner Anlass, sich festlich zu kleiden und den Abend in einem prachtvollen Saal zu verbringen.',
      },
    ],
  },
  ballet: {
    loglines: [
      {
        ru: 'Классический балет с кордебалетом, солистами и живым оркестром.',
        en: 'A classical ballet with corps de ballet, principals and a live orchestra.',
        fr: 'Un ballet classique avec corps de ballet, solistes et orchestre live.',
        de: 'Ein klassisches Ballett mit Corps de ballet, Solisten und Live-Orchester.',
      },
      {
        ru: 'Танец, музыка и сказка — вечер, который запоминается надолго.',
        en: 'Dance, music and a fairy tale: an evening to remember.',
        fr: 'Danse, musique et conte : une soirée inoubliable.',
        de: 'Tanz, Musik und ein Märchen: ein Abend, der lange in Erinnerung bleibt.',
      },
      {
        ru: 'Балет, с которого стоит начать знакомство с театром.',
        en: 'The ballet to start your acquaintance with the theatre.',
        fr: 'Le ballet idéal pour découvrir le théâtre.',
        de: 'Das ideale Ballett für den ersten Theaterbesuch.',
      },
    ],
    openings: [
      {
        ru: 'Балет {title} — одна из вершин классического репертуара, и труппа исполняет его с особым трепетом.',
        en: '{title} is one of the peaks of the classical repertoire, and the company dances it with special care.',
        fr: '{title} est l’un des sommets du répertoire classique, et la troupe le danse avec une attention particulière.',
        de: '{title} ist einer der Höhepunkte des klassischen Repertoires, und die Kompanie tanzt ihn mit besonderer Hingabe.',
      },
      {
        ru: 'В балете {title} хореография выверена до жеста, а музыка звучит в исполнении живого оркестра.',
        en: 'In {title} the choreography is precise down to the last gesture, and the score is played by a live orchestra.',
        fr: 'Dans {title}, la chorégraphie est précise jusqu’au moindre geste et la partition jouée par un orchestre live.',
        de: 'In {title} ist die Choreografie bis zur letzten Geste genau, und die Musik spielt ein Live-Orchester.',
      },
      {
        ru: '{title} — балет, который одинаково любят дети и взрослые, знатоки и те, кто пришёл в театр впервые.',
        en: '{title} is a ballet loved by children and adults alike, by connoisseurs and first-timers.',
        fr: '{title} est un ballet qu’aiment autant les enfants que les adultes, les connaisseurs que les néophytes.',
        de: '{title} lieben Kinder wie Erwachsene, Kenner wie Theaterneulinge.',
      },
    ],
    credit: {
      ru: 'Музыка — {author}.',
      en: 'Music by {author}.',
      fr: 'Musique de {author}.',
      de: 'Musik von {author}.',
    },
    production: [
      {
        ru: 'Хореограф-постановщик — {director}, дирижёр — {designer}.',
        en: 'Choreography by {director}, conducted by {designer}.',
        fr: 'Chorégraphie : {director} ; direction musicale : {designer}.',
        de: 'Choreografie: {director}, Dirigent: {designer}.',
      },
      {
        ru: 'Хореография — {director}. Ведущие партии танцуют {cast}.',
        en: 'Choreography by {director}. Principal roles danced by {cast}.',
        fr: 'Chorégraphie : {director}. Rôles principaux : {cast}.',
        de: 'Choreografie: {director}. In den Hauptrollen tanzen {cast}.',
      },
    ],
    moods: [
      {
        ru: 'Лёгкость, техника и драматизм — всё, за что публика любит русский балет.',
        en: 'Lightness, technique and drama: everything audiences love about Russian ballet.',
        fr: 'Légèreté, technique et intensité dramatique : tout ce que le public aime dans le ballet russe.',
        de: 'Leichtigkeit, Technik und Dramatik – alles, wofür das Publikum das russische Ballett liebt.',
      },
      {
        ru: 'Костюмы созданы по эскизам, вдохновлённым исторической постановкой.',
        en: 'The costumes follow sketches inspired by the historic production.',
        fr: 'Les costumes suivent des esquisses inspirées de la production historique.',
        de: 'Die Kostüme folgen Entwürfen, die von der historischen Inszenierung inspiriert sind.',
      },
      {
        ru: 'Идеальный подарок для тех, кто давно мечтал увидеть балет вживую.',
        en: 'The perfect gift for anyone who has long dreamt of seeing ballet live.',
        fr: 'Le cadeau idéal pour qui rêve depuis longtemps de voir un ballet sur scène.',
        de: 'Das perfekte Geschenk für alle, die schon lange ein Ballett live sehen wollten.',
      },
    ],
  },
  musical: {
    loglines: [
      {
        ru: 'Музыка, танцы, юмор и живой оркестр — праздник на всю семью.',
        en: 'Music, dance, humour and a live orchestra: a celebration for the whole family.',
        fr: 'Musique, danse, humour et orchestre live : une fête pour toute la famille.',
        de: 'Musik, Tanz, Humor und Live-Orchester: ein Fest für die ganze Familie.',
      },
      {
        ru: 'Яркое шоу с хитами, которые зрители напевают по дороге домой.',
        en: 'A bright show with tunes audiences hum all the way home.',
        fr: 'Un spectacle éclatant aux airs que l’on fredonne en rentrant.',
        de: 'Eine farbenfrohe Show mit Melodien, die man auf dem Heimweg summt.',
      },
    ],
    openings: [
      {
        ru: '{title} — искромётная история с любовью, интригами и счастливым финалом.',
        en: '{title} is a sparkling story of love, intrigue and a happy ending.',
        fr: '{title} est une histoire pétillante d’amour, d’intrigues et de fin heureuse.',
        de: '{title} ist eine spritzige Geschichte über Liebe, Intrigen und ein Happy End.',
      },
      {
        ru: 'В постановке {title} артисты поют, танцуют и шутят так, что зал аплодирует посреди действия.',
        en: 'In {title} the cast sings, dances and jokes so well that the house applauds mid-scene.',
        fr: 'Dans {title}, la troupe chante, danse et plaisante si bien que la salle applaudit en pleine scène.',
        de: 'In {title} singt, tanzt und scherzt das Ensemble so, dass der Saal mitten in der Szene applaudiert.',
      },
    ],
    credit: {
      ru: 'Автор — {author}.',
      en: 'By {author}.',
      fr: 'D’après {author}.',
      de: 'Nach {author}.',
    },
    production: [
      {
        ru: 'Режиссёр — {director}, музыкальный руководитель — {designer}.',
        en: 'Directed by {director}, musical direction by {designer}.',
        fr: 'Mise en scène : {director} ; direction musicale : {designer}.',
        de: 'Regie: {director}, musikalische Leitung: {designer}.',
      },
      {
        ru: 'Постановка — {director}. В главных ролях: {cast}.',
        en: 'Staged by {director}. Leading roles: {cast}.',
        fr: 'Mise en scène : {director}. Rôles principaux : {cast}.',
        de: 'Inszenierung: {director}. In den Hauptrollen: {cast}.',
      },
    ],
    moods: [
      {
        ru: 'Более ста костюмов, сменные декорации и настоящий оркестр в яме.',
        en: 'Over a hundred costumes, changing sets and a real orchestra in the pit.',
        fr: 'Plus de cent costumes, des décors changeants et un véritable orchestre dans la fosse.',
        de: 'Über hundert Kostüme, wechselnde Bühnenbilder und ein echtes Orchester im Graben.',
      },
      {
        ru: 'Лёгкий и остроумный вечер, после которого хочется петь.',
        en: 'A light, witty evening that leaves you wanting to sing.',
        fr: 'Une soirée légère et spirituelle qui donne envie de chanter.',
        de: 'Ein leichter, geistreicher Abend, nach dem man singen möchte.',
      },
    ],
  },
  concert: {
    loglines: [
      {
        ru: 'Большая программа, живой звук и атмосфера, ради которой ходят на концерты.',
        en: 'A big programme, live sound and the atmosphere people go to concerts for.',
        fr: 'Un grand programme, du son live et l’atmosphère pour laquelle on va au concert.',
        de: 'Ein großes Programm, Live-Sound und die Atmosphäre, für die man ins Konzert geht.',
      },
      {
        ru: 'Музыка, которую лучше один раз услышать в зале, чем сто раз в наушниках.',
        en: 'Music better heard once in the hall than a hundred times on headphones.',
        fr: 'Une musique qu’il vaut mieux entendre une fois en salle que cent fois au casque.',
        de: 'Musik, die man besser einmal im Saal als hundertmal über Kopfhörer hört.',
      },
    ],
    openings: [
      {
        ru: 'Программа {title} объединяет любимые произведения и редкие жемчужины репертуара.',
        en: '{title} brings together favourite pieces and rare gems of the repertoire.',
        fr: '{title} réunit des œuvres favorites et des perles rares du répertoire.',
        de: '{title} vereint Lieblingsstücke und seltene Perlen des Repertoires.',
      },
      {
        ru: 'Концерт {title} — вечер, где музыка звучит так, как задумана: вживую и в хорошем зале.',
        en: '{title} is an evening where music sounds the way it was meant to: live, in a good hall.',
        fr: '{title} est une soirée où la musique sonne comme elle a été pensée : en live, dans une bonne salle.',
        de: '{title} ist ein Abend, an dem Musik so klingt, wie sie gedacht ist: live und in einem guten Saal.',
      },
    ],
    credit: {
      ru: 'Композитор — {author}.',
      en: 'Music by {author}.',
      fr: 'Musique de {author}.',
      de: 'Musik von {author}.',
    },
    production: [
      {
        ru: 'Исполнители: {cast}.',
        en: 'Performers: {cast}.',
        fr: 'Interprètes : {cast}.',
        de: 'Es spielen: {cast}.',
      },
      {
        ru: 'На сцене — {cast}. Художественный руководитель программы — {director}.',
        en: 'On stage: {cast}. Artistic director of the programme: {director}.',
        fr: 'Sur scène : {cast}. Direction artistique du programme : {director}.',
        de: 'Auf der Bühne: {cast}. Künstlerische Leitung: {director}.',
      },
    ],
    moods: [
      {
        ru: 'Световое оформление и звук настроены специально для этого зала.',
        en: 'Lighting and sound are tuned specially for this hall.',
        fr: 'Lumière et son sont réglés spécialement pour cette salle.',
        de: 'Licht und Ton sind eigens auf diesen Saal abgestimmt.',
      },
      {
        ru: 'Приходите заранее: перед началом в фойе работает бар.',
        en: 'Come early: the foyer bar is open before the show.',
        fr: 'Venez en avance : le bar du foyer est ouvert avant le concert.',
        de: 'Kommen Sie früher: Die Foyerbar ist vor Beginn geöffnet.',
      },
      {
        ru: 'Программа может незначительно меняться — это часть живого концерта.',
        en: 'The programme may change slightly: that is part of a live concert.',
        fr: 'Le programme peut légèrement évoluer : c’est le charme du live.',
        de: 'Das Programm kann sich leicht ändern – das gehört zum Live-Konzert dazu.',
      },
    ],
  },
  children: {
    loglines: [
      {
        ru: 'Добрая и весёлая сказка для самых маленьких зрителей и их родителей.',
        en: 'A kind and cheerful fairy tale for the youngest audience and their parents.',
        fr: 'Un conte tendre et joyeux pour les plus petits et leurs parents.',
        de: 'Ein liebevolles, fröhliches Märchen für die Kleinsten und ihre Eltern.',
      },
      {
        ru: 'Спектакль, после которого дети просят прийти в театр ещё раз.',
        en: 'The show after which children ask to go to the theatre again.',
        fr: 'Le spectacle après lequel les enfants demandent à revenir au théâtre.',
        de: 'Das Stück, nach dem Kinder gleich wieder ins Theater wollen.',
      },
      {
        ru: 'Песни, куклы и превращения — первое знакомство с театром.',
        en: 'Songs, puppets and transformations: a first taste of theatre.',
        fr: 'Chansons, marionnettes et métamorphoses : une première découverte du théâtre.',
        de: 'Lieder, Puppen und Verwandlungen: die erste Begegnung mit dem Theater.',
      },
    ],
    openings: [
      {
        ru: '{title} — сказка о дружбе, смелости и доброте, знакомая многим с детства.',
        en: '{title} is a tale of friendship, courage and kindness that many know from childhood.',
        fr: '{title} est un conte d’amitié, de courage et de bonté que beaucoup connaissent depuis l’enfance.',
        de: '{title} ist ein Märchen über Freundschaft, Mut und Güte, das viele aus ihrer Kindheit kennen.',
      },
      {
        ru: 'В спектакле {title} герои поют, танцуют и зовут ребят на помощь прямо из зала.',
        en: 'In {title} the characters sing, dance and ask the children in the audience for help.',
        fr: 'Dans {title}, les personnages chantent, dansent et demandent l’aide des enfants dans la salle.',
        de: 'In {title} singen und tanzen die Figuren und bitten die Kinder im Saal um Hilfe.',
      },
    ],
    credit: {
      ru: 'Литературная основа — {author}.',
      en: 'Based on {author}.',
      fr: 'D’après {author}.',
      de: 'Nach {author}.',
    },
    production: [
      {
        ru: 'Режиссёр — {director}, художник — {designer}.',
        en: 'Directed by {director}, designed by {designer}.',
        fr: 'Mise en scène : {director} ; décors : {designer}.',
        de: 'Regie: {director}, Ausstattung: {designer}.',
      },
      {
        ru: 'Постановка — {director}. Играют {cast}.',
        en: 'Staged by {director}. With {cast}.',
        fr: 'Mise en scène : {director}. Avec {cast}.',
        de: 'Inszenierung: {director}. Es spielen {cast}.',
      },
    ],
    moods: [
      {
        ru: 'Яркие костюмы, куклы и музыка держат внимание маленьких зрителей до самого финала.',
        en: 'Bright costumes, puppets and music hold young viewers’ attention to the very end.',
        fr: 'Costumes colorés, marionnettes et musique captivent les jeunes spectateurs jusqu’à la fin.',
        de: 'Bunte Kostüme, Puppen und Musik fesseln die jungen Zuschauer bis zum Schluss.',
      },
      {
        ru: 'После спектакля можно сфотографироваться с героями в фойе.',
        en: 'After the show children can take photos with the characters in the foyer.',
        fr: 'Après le spectacle, on peut se faire photographier avec les personnages dans le foyer.',
        de: 'Nach der Vorstellung kann man sich im Foyer mit den Figuren fotografieren lassen.',
      },
      {
        ru: 'Длительность спектакля рассчитана на внимание ребёнка — скучно не будет.',
        en: 'The running time is made to fit a child’s attention span: nobody gets bored.',
        fr: 'La durée est pensée pour l’attention d’un enfant : personne ne s’ennuie.',
        de: 'Die Spieldauer ist auf Kinder abgestimmt – Langeweile kommt nicht auf.',
      },
    ],
  },
  'stand-up': {
    loglines: [
      {
        ru: 'Новый материал, острые шутки и честные истории из жизни.',
        en: 'New material, sharp jokes and honest stories from real life.',
        fr: 'Du nouveau matériel, des blagues acérées et des histoires vraies.',
        de: 'Neues Material, scharfe Pointen und ehrliche Geschichten aus dem Leben.',
      },
      {
        ru: 'Вечер, когда смеёшься так, что болят щёки.',
        en: 'An evening of laughing until your cheeks hurt.',
        fr: 'Une soirée à rire à en avoir mal aux joues.',
        de: 'Ein Abend, an dem man lacht, bis die Wangen wehtun.',
      },
    ],
    openings: [
      {
        ru: '{title} — комики проверяют на публике новый материал, и ни один вечер не похож на другой.',
        en: 'At {title} comedians try new material on the audience, and no two nights are alike.',
        fr: 'À {title}, les humoristes testent leur nouveau matériel devant le public : aucune soirée ne se ressemble.',
        de: 'Bei {title} testen Comedians neues Material am Publikum – kein Abend gleicht dem anderen.',
      },
      {
        ru: 'На вечере {title} со сцены звучат истории про работу, отношения, родителей и большой город.',
        en: '{title} brings stories about work, relationships, parents and big-city life.',
        fr: '{title} propose des histoires de travail, de couple, de parents et de grande ville.',
        de: '{title} bringt Geschichten über Arbeit, Beziehungen, Eltern und das Leben in der Großstadt.',
      },
    ],
    credit: {
      ru: 'Автор — {author}.',
      en: 'By {author}.',
      fr: 'De {author}.',
      de: 'Von {author}.',
    },
    production: [
      {
        ru: 'На сцене: {cast}.',
        en: 'On stage: {cast}.',
        fr: 'Sur scène : {cast}.',
        de: 'Auf der Bühne: {cast}.',
      },
    ],
    moods: [
      {
        ru: 'Возможна ненормативная лексика. Фото- и видеосъёмка во время выступления запрещена.',
        en: 'May contain strong language. No photos or video during the show.',
        fr: 'Langage parfois cru. Photos et vidéos interdites pendant le spectacle.',
        de: 'Kann derbe Sprache enthalten. Fotos und Videos während der Show sind nicht erlaubt.',
      },
      {
        ru: 'В зале работает бар, столики рядом со сценой разбирают первыми.',
        en: 'The bar is open; tables near the stage go first.',
        fr: 'Le bar est ouvert ; les tables près de la scène partent en premier.',
        de: 'Die Bar ist geöffnet; Tische nahe der Bühne sind zuerst weg.',
      },
    ],
  },
};

/** The practical line about running time and intermissions. */
export function runningTime(minutes: number, intermissions: number): L4 {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const ru = [h ? `${h} ч` : '', m ? `${m} мин` : ''].filter(Boolean).join(' ');
  const en = [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
  const fr = h ? `${h} h${m ? ` ${String(m).padStart(2, '0')}` : ''}` : `${m} min`;
  const de = [h ? `${h} Std.` : '', m ? `${m} Min.` : ''].filter(Boolean).join(' ');
  const pauses: L4 =
    intermissions === 0
      ? { ru: 'без антракта', en: 'no interval', fr: 'sans entracte', de: 'ohne Pause' }
      : intermissions === 1
        ? { ru: 'с одним антрактом', en: 'one interval', fr: 'avec un entracte', de: 'eine Pause' }
        : {
            ru: `с ${intermissions === 2 ? 'двумя' : intermissions} антрактами`,
            en: `${intermissions} intervals`,
            fr: `avec ${intermissions} entractes`,
            de: `${intermissions} Pausen`,
          };
  return {
    ru: `Продолжительность — ${ru}, ${pauses.ru}.`,
    en: `Running time ${en}, ${pauses.en}.`,
    fr: `Durée : ${fr}, ${pauses.fr}.`,
    de: `Dauer: ${de}, ${pauses.de}.`,
  };
}
