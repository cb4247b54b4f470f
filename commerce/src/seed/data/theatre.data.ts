/**
 * Foyer's theatre content: the three stages, the company of actors, the
 * repertoire, the upcoming performances, the Todor Kolev comedy festival and
 * the history page. Theatre Foyer is fictional; the classics are public domain.
 */
import type { SeedActor, SeedFestival, SeedPage, SeedPerformance, SeedPlay, SeedStage } from './seed-data.types';

// ---------------------------------------------------------------------------
// Stages
// ---------------------------------------------------------------------------

export const stages: SeedStage[] = [
  {
    slug: 'main-stage',
    name: {
      bg: 'Голяма сцена',
      en: 'Main Stage',
      de: 'Große Bühne',
      es: 'Sala Principal',
      fr: 'Grande Salle',
      it: 'Sala Grande',
      pt_BR: 'Palco Principal',
    },
    description: {
      bg: 'Голямата зала на театъра, открита през 1962 г. след възстановяването на сградата. Партер и балкон, дълбока сцена с въртящ се кръг и оркестрина за живата музика.',
      en: "The theatre's main auditorium, opened in 1962 when the building was rebuilt. Stalls and a balcony, a deep stage with a revolve and an orchestra pit for live music.",
    },
    capacity: 420,
    address: {
      bg: 'ул. „Княз Александър I“ 31, 4000 Пловдив',
      en: '31 Knyaz Aleksandar I St., 4000 Plovdiv',
    },
  },
  {
    slug: 'chamber-stage',
    name: {
      bg: 'Камерна сцена',
      en: 'Chamber Stage',
      de: 'Kammerbühne',
      es: 'Sala de Cámara',
      fr: 'Petite Salle',
      it: 'Sala Piccola',
      pt_BR: 'Palco de Câmara',
    },
    description: {
      bg: 'Бившата репетиционна зала, превърната в камерна сцена през 1978 г. Публиката седи от три страни на игралното пространство, на една ръка разстояние от актьорите.',
      en: "The former rehearsal hall, turned into a chamber stage in 1978. The audience sits on three sides of the playing area, within arm's reach of the actors.",
    },
    capacity: 120,
    address: {
      bg: 'ул. „Княз Александър I“ 31 (вход от двора), 4000 Пловдив',
      en: '31 Knyaz Aleksandar I St. (courtyard entrance), 4000 Plovdiv',
    },
  },
  {
    slug: 'attic-stage',
    name: {
      bg: 'Сцена „Таван“',
      en: 'Attic Stage',
      de: 'Dachbühne',
      es: 'Sala del Desván',
      fr: 'Scène du Grenier',
      it: 'Sala della Soffitta',
      pt_BR: 'Palco do Sótão',
    },
    description: {
      bg: 'Сцена под покрива на възрожденска къща в Стария град, открита през 2003 г. Дървени греди, шейсет места и най-смелите заглавия в репертоара.',
      en: 'A stage under the roof of a National Revival house in the Old Town, opened in 2003. Wooden beams, sixty seats and the boldest titles in the repertoire.',
    },
    capacity: 60,
    address: {
      bg: 'ул. „Съборна“ 12, Старият град, 4000 Пловдив',
      en: '12 Saborna St., Old Town, 4000 Plovdiv',
    },
  },
];

// ---------------------------------------------------------------------------
// Actors
// ---------------------------------------------------------------------------

export const actors: SeedActor[] = [
  {
    slug: 'elena-petrova',
    name: { bg: 'Елена Петрова', en: 'Elena Petrova' },
    summary: {
      bg: 'Водеща актриса на трупата, която с еднаква сила играе Йовковата Албена и Молиеровата Елмира.',
      en: "The company's leading lady, equally compelling as Yovkov's Albena and Molière's Elmire.",
      de: 'Die Protagonistin des Ensembles, ebenso überzeugend als Jowkows Albena wie als Molières Elmire.',
      es: 'Primera actriz de la compañía, tan convincente en el papel de la Albena de Yovkov como en el de la Elmira de Molière.',
      fr: "Premier rôle féminin de la troupe, aussi saisissante en Albena de Yovkov qu'en Elmire de Molière.",
      it: "Prima attrice della compagnia, altrettanto intensa nei panni dell'Albena di Jovkov e dell'Elmira di Molière.",
      pt_BR: 'Primeira atriz da companhia, igualmente marcante como a Albena de Yovkov e a Elmira de Molière.',
    },
    biography: {
      bg: 'Елена Петрова е родена в Хасково. Завършва актьорско майсторство за драматичен театър в НАТФИЗ „Кръстьо Сарафов“ през 2007 г. и още на следващата година дебютира на сцената на „Фоайе“ в ролята на Ирина от „Три сестри“.\n\nПрез годините е играла Нора, Бланш Дюбоа и Лейди Макбет, а днес е Елмира в „Тартюф“ и Албена в драмата на Йовков. Снима се в киното и води курсове по сценична реч за ученици.',
      en: "Elena Petrova was born in Haskovo. She graduated in acting from the National Academy for Theatre and Film Arts in Sofia in 2007 and made her debut at the Foyer the following year as Irina in Three Sisters.\n\nOver the years she has played Nora, Blanche DuBois and Lady Macbeth; today she is Elmire in Tartuffe and the title role in Yovkov's Albena. She also works in film and teaches stage speech to secondary-school students.",
    },
    memberSince: 2008,
  },
  {
    slug: 'nikolay-draganov',
    name: { bg: 'Николай Драганов', en: 'Nikolay Draganov' },
    summary: {
      bg: 'Майстор на характерната комедия, чийто Малволио от години разсмива и трогва пловдивската публика.',
      en: 'A master of character comedy whose Malvolio has been making Plovdiv audiences laugh, and feel for him, for years.',
      de: 'Ein Meister der Charakterkomödie, dessen Malvolio das Plovdiver Publikum seit Jahren zum Lachen bringt und zugleich rührt.',
      es: 'Un maestro de la comedia de carácter cuyo Malvolio hace reír y conmueve al público de Plovdiv desde hace años.',
      fr: 'Maître de la comédie de caractère, dont le Malvolio fait rire et émeut le public de Plovdiv depuis des années.',
      it: 'Maestro della commedia di carattere, il cui Malvolio fa ridere e commuove da anni il pubblico di Plovdiv.',
      pt_BR: 'Mestre da comédia de caracteres, cujo Malvólio faz rir e comove o público de Plovdiv há anos.',
    },
    biography: {
      bg: 'Николай Драганов е роден в Стара Загора. Завършва НАТФИЗ през 1996 г., играе три сезона в пътуваща трупа и през 1999 г. се присъединява към „Фоайе“. Оттогава е изиграл над шейсет роли на трите сцени на театъра.\n\nПубликата го обича заради Малволио в „Дванайсета нощ“ и Станчо Квасников в „Службогонци“, но самият той казва, че най-много цени мига, в който смехът в залата внезапно секва. Преподава актьорско майсторство на студенти.',
      en: "Nikolay Draganov was born in Stara Zagora. He graduated from the National Academy for Theatre and Film Arts in 1996, spent three seasons with a touring company and joined the Foyer in 1999. He has played more than sixty roles on the theatre's three stages since then.\n\nAudiences love him as Malvolio in Twelfth Night and as Stancho Kvasnikov in The Office Seekers, but he says the moment he values most is when the laughter in the house suddenly stops. He also teaches acting to drama students.",
    },
    memberSince: 1999,
  },
  {
    slug: 'mirela-stoyanova',
    name: { bg: 'Мирела Стоянова', en: 'Mirela Stoyanova' },
    summary: {
      bg: 'Актриса и музикантка, която носи живата песен и акордеона си в много от спектаклите на театъра.',
      en: "An actress and musician who brings live song and her accordion into many of the company's productions.",
      de: 'Schauspielerin und Musikerin, die Live-Gesang und ihr Akkordeon in viele Inszenierungen des Hauses einbringt.',
      es: 'Actriz y música que lleva el canto en directo y su acordeón a muchos de los montajes de la compañía.',
      fr: 'Comédienne et musicienne qui apporte le chant en direct et son accordéon à de nombreux spectacles de la troupe.',
      it: 'Attrice e musicista che porta il canto dal vivo e la sua fisarmonica in molti spettacoli della compagnia.',
      pt_BR: 'Atriz e musicista que leva o canto ao vivo e o seu acordeão a muitos dos espetáculos da companhia.',
    },
    biography: {
      bg: 'Мирела Стоянова е родена в Пловдив в семейство на музиканти. Като дете учи акордеон, а по-късно завършва актьорско майсторство в Нов български университет. В трупата на „Фоайе“ е от 2015 г.\n\nИграе Маша в „Чайка“ и Мария Антоновна в „Ревизор“. Пише музика за спектаклите на театъра, а през свободните вечери пее със собствената си група в клубовете на квартал „Капана“.',
      en: "Mirela Stoyanova was born in Plovdiv into a family of musicians. She learned the accordion as a child and later studied acting at New Bulgarian University. She has been a member of the Foyer company since 2015.\n\nShe plays Masha in The Seagull and Marya Antonovna in The Government Inspector. She composes music for the theatre's productions and, on free evenings, sings with her own band in the clubs of the Kapana district.",
    },
    memberSince: 2015,
  },
  {
    slug: 'georgi-velchev',
    name: { bg: 'Георги Велчев', en: 'Georgi Velchev' },
    summary: {
      bg: 'Актьор с тревожен чар, който се чувства най-добре в обаятелни и двусмислени персонажи като Тригорин и Тартюф.',
      en: 'An actor of unsettling charm, most at home in seductive and ambiguous figures such as Trigorin and Tartuffe.',
      de: 'Ein Schauspieler von beunruhigendem Charme, der in verführerischen und zwiespältigen Figuren wie Trigorin und Tartuffe am stärksten ist.',
      es: 'Un actor de encanto inquietante que brilla en personajes seductores y ambiguos como Trigorin y Tartufo.',
      fr: 'Un comédien au charme troublant, à son meilleur dans des personnages séduisants et ambigus comme Trigorine et Tartuffe.',
      it: 'Un attore dal fascino inquietante, che dà il meglio di sé in figure seducenti e ambigue come Trigorin e Tartufo.',
      pt_BR: 'Um ator de charme inquietante, que brilha em figuras sedutoras e ambíguas como Trigórin e Tartufo.',
    },
    biography: {
      bg: 'Георги Велчев е роден в Плевен. Преди да влезе в НАТФИЗ, учи две години архитектура – опит, който според него и до днес му помага да „строи“ ролите си. Член е на трупата на „Фоайе“ от 2004 г.\n\nСред най-запомнящите се негови роли са Хамлет, Макбет и Сирано. Днес играе Тригорин в „Чайка“, Тартюф в комедията на Молиер и Куцар в „Албена“.',
      en: 'Georgi Velchev was born in Pleven. Before entering the National Academy for Theatre and Film Arts he studied architecture for two years, an experience he says still helps him "build" his roles. He has been a member of the Foyer company since 2004.\n\nHis most memorable roles include Hamlet, Macbeth and Cyrano. Today he plays Trigorin in The Seagull, the title role in Molière\'s Tartuffe and Kutsar in Albena.',
    },
    memberSince: 2004,
  },
  {
    slug: 'desislava-marinova',
    name: { bg: 'Десислава Маринова', en: 'Desislava Marinova' },
    summary: {
      bg: 'Актриса с балетна подготовка, която съчетава драма, движение и комедия и е хореограф на редица спектакли на театъра.',
      en: "A ballet-trained actress who combines drama, movement and comedy and choreographs many of the company's shows.",
      de: 'Eine ballettgeschulte Schauspielerin, die Drama, Bewegung und Komödie verbindet und zahlreiche Inszenierungen des Hauses choreografiert.',
      es: 'Actriz con formación de ballet que combina drama, movimiento y comedia, y firma la coreografía de muchos montajes de la compañía.',
      fr: 'Comédienne formée à la danse classique, elle allie jeu dramatique, mouvement et comédie et signe la chorégraphie de nombreux spectacles de la troupe.',
      it: 'Attrice con formazione di danza classica che unisce dramma, movimento e commedia e firma le coreografie di molti spettacoli della compagnia.',
      pt_BR:
        'Atriz com formação em balé que une drama, movimento e comédia e assina a coreografia de muitos espetáculos da companhia.',
    },
    biography: {
      bg: 'Десислава Маринова е родена във Варна, където девет години учи класически балет. След контузия се насочва към театъра и завършва актьорско майсторство в НАТФИЗ. В трупата на „Фоайе“ е от 2012 г.\n\nИграе Виола в „Дванайсета нощ“ и Госпожа Полунощ в детския спектакъл „Малкият часовникар“. Като хореограф е работила по над десет постановки на театъра, а през лятото води работилници по сценично движение.',
      en: "Desislava Marinova was born in Varna, where she studied classical ballet for nine years. After an injury she turned to the theatre and graduated in acting from the National Academy for Theatre and Film Arts. She has been with the Foyer company since 2012.\n\nShe plays Viola in Twelfth Night and Madam Midnight in the children's show The Little Clockmaker. As a choreographer she has worked on more than ten of the theatre's productions, and in summer she runs workshops in stage movement.",
    },
    memberSince: 2012,
  },
  {
    slug: 'stefan-kalchev',
    name: { bg: 'Стефан Калчев', en: 'Stefan Kalchev' },
    summary: {
      bg: 'Старейшината на трупата, на сцената на „Фоайе“ от 1991 г., с над сто роли в класиката и съвременната драма.',
      en: 'The doyen of the company, on the Foyer stage since 1991, with more than a hundred roles in classical and contemporary drama.',
      de: 'Der Doyen des Ensembles, seit 1991 auf der Bühne des Foyer-Theaters, mit über hundert Rollen in Klassik und Gegenwartsdramatik.',
      es: 'El decano de la compañía, en el escenario del Foyer desde 1991, con más de cien papeles en el teatro clásico y contemporáneo.',
      fr: 'Doyen de la troupe, sur la scène du Foyer depuis 1991, il compte plus de cent rôles dans le répertoire classique et contemporain.',
      it: 'Il decano della compagnia, sul palcoscenico del Foyer dal 1991, con oltre cento ruoli tra classici e drammaturgia contemporanea.',
      pt_BR:
        'O decano da companhia, no palco do Foyer desde 1991, com mais de cem papéis no teatro clássico e contemporâneo.',
    },
    biography: {
      bg: 'Стефан Калчев е роден в Карлово. Завършва ВИТИЗ „Кръстьо Сарафов“ и след няколко сезона в други театри идва във „Фоайе“ през 1991 г. Оттогава е изиграл над сто роли – от Лир до безброй чичовци, слуги и пияници, които публиката помни по-добре от главните герои.\n\nВ днешния репертоар е доктор Дорн в „Чайка“, Кметът в „Ревизор“ и дядо Власю в „Албена“. Младите колеги му викат „бате Стефчо“ и твърдят, че познава всяка дъска на сцената.',
      en: 'Stefan Kalchev was born in Karlovo. He graduated from the Higher Institute for Theatre Arts in Sofia and, after several seasons in other theatres, came to the Foyer in 1991. He has since played more than a hundred roles, from Lear to countless uncles, servants and drunkards whom audiences remember better than the leads.\n\nIn the current repertoire he is Doctor Dorn in The Seagull, the Mayor in The Government Inspector and Grandpa Vlasyu in Albena. His younger colleagues call him "Uncle Stefcho" and swear that he knows every board of the stage.',
    },
    memberSince: 1991,
  },
  {
    slug: 'viktoria-nencheva',
    name: { bg: 'Виктория Ненчева', en: 'Viktoria Nencheva' },
    summary: {
      bg: 'Една от най-ярките млади актриси на трупата, чиято Нина Заречна е сред най-обсъжданите роли на последните сезони.',
      en: "One of the company's brightest young actresses, whose Nina Zarechnaya has been one of the most talked-about performances of recent seasons.",
      de: 'Eine der markantesten jungen Schauspielerinnen des Ensembles; ihre Nina Saretschnaja gehört zu den meistdiskutierten Rollen der letzten Spielzeiten.',
      es: 'Una de las jóvenes actrices más brillantes de la compañía, cuya Nina Zarechnaia es uno de los papeles más comentados de las últimas temporadas.',
      fr: "L'une des jeunes comédiennes les plus remarquées de la troupe, dont la Nina Zaretchnaïa compte parmi les rôles les plus commentés des dernières saisons.",
      it: 'Una delle giovani attrici più luminose della compagnia, la cui Nina Zarečnaja è tra le interpretazioni più discusse delle ultime stagioni.',
      pt_BR:
        'Uma das jovens atrizes mais brilhantes da companhia, cuja Nina Zariétchnaia está entre as atuações mais comentadas das últimas temporadas.',
    },
    biography: {
      bg: 'Виктория Ненчева е родена в Бургас. Завършва НАТФИЗ през 2019 г. и още същата есен е поканена в трупата на „Фоайе“, след като дипломният ѝ спектакъл гостува в Пловдив.\n\nНейната Нина Заречна в „Чайка“ ѝ донася наградата на публиката на театъра за 2021 г. Играе и Кукувицата в „Малкият часовникар“, а в свободното си време снима с лентов фотоапарат репетициите на колегите си.',
      en: "Viktoria Nencheva was born in Burgas. She graduated from the National Academy for Theatre and Film Arts in 2019 and was invited to join the Foyer that same autumn, after her graduation production had played in Plovdiv.\n\nHer Nina Zarechnaya in The Seagull won her the theatre's Audience Award for 2021. She also plays the Cuckoo in The Little Clockmaker and, in her spare time, photographs her colleagues' rehearsals on film.",
    },
    memberSince: 2019,
  },
  {
    slug: 'boyan-tomov',
    name: { bg: 'Боян Томов', en: 'Boyan Tomov' },
    summary: {
      bg: 'Актьор, дошъл от кукления театър, който умее да превърне всеки предмет на сцената в партньор.',
      en: 'An actor who came from puppet theatre and can turn any object on stage into a scene partner.',
      de: 'Ein Schauspieler, der vom Puppentheater kommt und jedes Requisit auf der Bühne in einen Spielpartner verwandeln kann.',
      es: 'Un actor procedente del teatro de títeres, capaz de convertir cualquier objeto en escena en un compañero de reparto.',
      fr: "Venu du théâtre de marionnettes, ce comédien sait faire de n'importe quel objet sur scène un véritable partenaire de jeu.",
      it: 'Un attore proveniente dal teatro di figura, capace di trasformare qualsiasi oggetto in scena in un compagno di gioco.',
      pt_BR: 'Um ator vindo do teatro de bonecos, capaz de transformar qualquer objeto em cena em parceiro de jogo.',
    },
    biography: {
      bg: 'Боян Томов е роден в Русе. Завършва актьорско майсторство за куклен театър и първите си десет години на сцената прекарва сред кукли, маски и предмети. Във „Фоайе“ идва през 2016 г., за да играе в „Пинокио“, и остава в трупата.\n\nВ днешния репертоар е Осип в „Ревизор“, Боздугански в „Службогонци“ и Филип в „Стаи под наем“. Участвал е и в изработката на куклите за „Малкият часовникар“.',
      en: 'Boyan Tomov was born in Ruse. He trained as a puppet-theatre actor and spent his first ten years on stage among puppets, masks and objects. He came to the Foyer in 2016 to play in Pinocchio and stayed with the company.\n\nIn the current repertoire he is Osip in The Government Inspector, Bozduganski in The Office Seekers and Filip in Rooms to Let. He also helped to build the puppets for The Little Clockmaker.',
    },
    memberSince: 2016,
  },
  {
    slug: 'radostina-ilieva',
    name: { bg: 'Радостина Илиева', en: 'Radostina Ilieva' },
    summary: {
      bg: 'Голямата дама на „Фоайе“, чиято Аркадина съчетава блясък, суета и неподозирана уязвимост.',
      en: 'The grande dame of the Foyer, whose Arkadina combines glamour, vanity and unexpected vulnerability.',
      de: 'Die Grande Dame des Foyer-Theaters, deren Arkadina Glanz, Eitelkeit und unerwartete Verletzlichkeit vereint.',
      es: 'La gran dama del Foyer, cuya Arkádina combina esplendor, vanidad y una vulnerabilidad inesperada.',
      fr: "La grande dame du Foyer, dont l'Arkadina mêle éclat, vanité et une fragilité inattendue.",
      it: "La grande signora del Foyer, la cui Arkadina unisce splendore, vanità e un'inattesa fragilità.",
      pt_BR: 'A grande dama do Foyer, cuja Arkádina combina brilho, vaidade e uma vulnerabilidade inesperada.',
    },
    biography: {
      bg: 'Радостина Илиева е родена в Пловдив и като ученичка гледа спектаклите на „Фоайе“ от последния ред на балкона. Завършва ВИТИЗ „Кръстьо Сарафов“, работи няколко години в София и през 1996 г. се връща в родния си град.\n\nИграла е Медея, Госпожа Алвинг и Кралица Гертруда. Днес е Ирина Аркадина в „Чайка“ и Анна Андреевна в „Ревизор“ – две жени, които по думите ѝ имат повече общо, отколкото изглежда.',
      en: "Radostina Ilieva was born in Plovdiv and, as a schoolgirl, watched the Foyer's productions from the back row of the balcony. She graduated from the Higher Institute for Theatre Arts in Sofia, worked in the capital for several years and returned to her home town in 1996.\n\nShe has played Medea, Mrs Alving and Queen Gertrude. Today she is Irina Arkadina in The Seagull and Anna Andreyevna in The Government Inspector, two women who, she says, have more in common than it seems.",
    },
    memberSince: 1996,
  },
  {
    slug: 'kaloyan-dimitrov',
    name: { bg: 'Калоян Димитров', en: 'Kaloyan Dimitrov' },
    summary: {
      bg: 'Най-младият актьор в трупата – с нервна, поетична енергия на сцената и с пристрастие към писането на стихове.',
      en: 'The youngest actor in the company, with a nervous, poetic energy on stage, who also writes his own poetry.',
      de: 'Der jüngste Schauspieler des Ensembles, mit nervöser, poetischer Bühnenenergie, der auch eigene Gedichte schreibt.',
      es: 'El actor más joven de la compañía, de energía nerviosa y poética en escena, que además escribe sus propios poemas.',
      fr: "Le benjamin des comédiens de la troupe, à l'énergie nerveuse et poétique, qui écrit aussi ses propres poèmes.",
      it: "Il più giovane attore della compagnia, dall'energia nervosa e poetica in scena, che scrive anche poesie proprie.",
      pt_BR:
        'O ator mais jovem da companhia, de energia nervosa e poética em cena, que também escreve os próprios poemas.',
    },
    biography: {
      bg: 'Калоян Димитров е роден в Сливен. Завършва НАТФИЗ през 2021 г. и същата година дебютира на Камерната сцена като Константин Треплев в „Чайка“ – роля, с която веднага привлича вниманието на критиката.\n\nИграе още Сенебирски в „Албена“ и чирака Тико в „Малкият часовникар“. Пише стихове, а през 2024 г. издава първата си стихосбирка.',
      en: "Kaloyan Dimitrov was born in Sliven. He graduated from the National Academy for Theatre and Film Arts in 2021 and that same year made his debut on the Chamber Stage as Konstantin Treplev in The Seagull, a role that immediately caught the critics' attention.\n\nHe also plays Senebirski in Albena and the apprentice Tiko in The Little Clockmaker. He writes poetry and published his first collection in 2024.",
    },
    memberSince: 2021,
  },
  {
    slug: 'tsvetelina-angelova',
    name: { bg: 'Цветелина Ангелова', en: 'Tsvetelina Angelova' },
    summary: {
      bg: 'Комедийна актриса с безпогрешен усет за ритъм, позната и като един от любимите гласове в българския дублаж.',
      en: 'A comic actress with an unerring sense of timing, also known as one of the best-loved voices in Bulgarian dubbing.',
      de: 'Eine Komödiantin mit untrüglichem Gespür für Timing, bekannt auch als eine der beliebtesten Stimmen der bulgarischen Synchronisation.',
      es: 'Actriz cómica con un sentido infalible del ritmo, conocida también como una de las voces más queridas del doblaje búlgaro.',
      fr: "Comédienne au sens du rythme infaillible, connue aussi comme l'une des voix les plus appréciées du doublage bulgare.",
      it: 'Attrice comica dal senso del ritmo infallibile, nota anche come una delle voci più amate del doppiaggio bulgaro.',
      pt_BR:
        'Atriz cômica com um senso de ritmo infalível, conhecida também como uma das vozes mais queridas da dublagem búlgara.',
    },
    biography: {
      bg: 'Цветелина Ангелова е родена в Пазарджик. Завършва актьорско майсторство в Нов български университет и е в трупата на „Фоайе“ от 2010 г. Още с първите си роли се утвърждава като една от най-смешните актриси на театъра.\n\nИграе графиня Оливия в „Дванайсета нощ“ и госпожа Терзийска в „Службогонци“. Гласът ѝ е познат на децата от десетки дублирани анимационни филми, а от 2022 г. е водеща на подкаста на театъра.',
      en: "Tsvetelina Angelova was born in Pazardzhik. She studied acting at New Bulgarian University and has been a member of the Foyer company since 2010. Her very first roles established her as one of the funniest actresses in the theatre.\n\nShe plays Countess Olivia in Twelfth Night and Mrs Terziyska in The Office Seekers. Children know her voice from dozens of dubbed animated films, and since 2022 she has hosted the theatre's podcast.",
    },
    memberSince: 2010,
  },
  {
    slug: 'petar-hristozov',
    name: { bg: 'Петър Христозов', en: 'Petar Hristozov' },
    summary: {
      bg: 'Актьор с голямо сценично присъствие и топъл хумор, който от години води детското театрално студио на „Фоайе“.',
      en: "An actor of great stage presence and warm humour who has run the Foyer's children's drama studio for years.",
      de: 'Ein Schauspieler mit großer Bühnenpräsenz und warmem Humor, der seit Jahren das Kindertheaterstudio des Hauses leitet.',
      es: 'Un actor de gran presencia escénica y humor cálido que dirige desde hace años el estudio de teatro infantil del Foyer.',
      fr: "Comédien à la forte présence scénique et à l'humour chaleureux, il anime depuis des années l'atelier de théâtre pour enfants du Foyer.",
      it: 'Un attore di grande presenza scenica e umorismo caloroso che da anni guida il laboratorio teatrale per bambini del Foyer.',
      pt_BR:
        'Um ator de grande presença cênica e humor caloroso que há anos dirige o estúdio de teatro infantil do Foyer.',
    },
    biography: {
      bg: 'Петър Христозов е роден в Асеновград. Завършва НАТФИЗ, играе няколко сезона в пътуващ театър и през 2001 г. се присъединява към „Фоайе“. Едрата му фигура и мекият му глас го правят еднакво убедителен като крал, готвач или добродушен великан.\n\nВ днешния репертоар е сър Тоби Белч в „Дванайсета нощ“, Оргон в „Тартюф“ и майстор Марин в „Малкият часовникар“. От 2009 г. води детското театрално студио на театъра, през което са минали стотици пловдивски деца.',
      en: "Petar Hristozov was born in Asenovgrad. He graduated from the National Academy for Theatre and Film Arts, played several seasons with a touring theatre and joined the Foyer in 2001. His large frame and soft voice make him equally convincing as a king, a cook or a kindly giant.\n\nIn the current repertoire he is Sir Toby Belch in Twelfth Night, Orgon in Tartuffe and Master Marin in The Little Clockmaker. Since 2009 he has run the theatre's children's drama studio, which hundreds of Plovdiv children have passed through.",
    },
    memberSince: 2001,
  },
  {
    slug: 'yoana-shishkova',
    name: { bg: 'Йоана Шишкова', en: 'Yoana Shishkova' },
    summary: {
      bg: 'Най-новото попълнение в трупата, актриса с естествена лекота, която вече има зад гърба си главни роли в класиката и новата драма.',
      en: 'The newest member of the company, an actress of natural ease who has already played leading roles in both the classics and new writing.',
      de: 'Das neueste Ensemblemitglied, eine Schauspielerin von natürlicher Leichtigkeit, die bereits Hauptrollen in Klassikern und neuen Stücken gespielt hat.',
      es: 'La incorporación más reciente de la compañía, una actriz de gran naturalidad que ya ha interpretado papeles protagonistas en clásicos y en textos nuevos.',
      fr: "Dernière arrivée dans la troupe, une comédienne d'un naturel désarmant qui a déjà tenu des premiers rôles dans les classiques comme dans les créations contemporaines.",
      it: "L'ultima arrivata nella compagnia, un'attrice di naturale leggerezza che ha già interpretato ruoli principali sia nei classici sia nella nuova drammaturgia.",
      pt_BR:
        'A integrante mais recente da companhia, uma atriz de leveza natural que já interpretou papéis principais em clássicos e em textos contemporâneos.',
    },
    biography: {
      bg: 'Йоана Шишкова е родена в Смолян. Завършва НАТФИЗ през 2022 г. и още в първия си сезон във „Фоайе“ получава главна роля в новата българска пиеса „Стаи под наем“.\n\nИграе Ана в „Стаи под наем“ и Мариана в „Тартюф“. Говори свободно испански и португалски, което ѝ помага в международните проекти и гостуванията на театъра.',
      en: "Yoana Shishkova was born in Smolyan. She graduated from the National Academy for Theatre and Film Arts in 2022 and, in her very first season at the Foyer, was cast in the lead of the new Bulgarian play Rooms to Let.\n\nShe plays Ana in Rooms to Let and Mariane in Tartuffe. She speaks fluent Spanish and Portuguese, which comes in handy on the theatre's international projects and tours.",
    },
    memberSince: 2022,
  },
  {
    slug: 'asen-rusev',
    name: { bg: 'Асен Русев', en: 'Asen Rusev' },
    summary: {
      bg: 'Романтичният герой на трупата, бивш състезател по фехтовка, който поставя и сценичните битки в театъра.',
      en: "The company's romantic lead, a former competitive fencer who also stages the theatre's fight scenes.",
      de: 'Der jugendliche Held des Ensembles, ein ehemaliger Wettkampffechter, der auch die Bühnenkämpfe des Hauses einrichtet.',
      es: 'El galán de la compañía, antiguo esgrimista de competición que también dirige las escenas de lucha del teatro.',
      fr: 'Le jeune premier de la troupe, ancien escrimeur de compétition, qui règle aussi les combats scéniques du théâtre.',
      it: 'Il primo attore romantico della compagnia, ex schermidore agonista che cura anche i combattimenti scenici del teatro.',
      pt_BR: 'O galã da companhia, ex-esgrimista de competição que também coreografa as cenas de luta do teatro.',
    },
    biography: {
      bg: 'Асен Русев е роден в Ямбол. До двайсетгодишна възраст се състезава по фехтовка, преди да открие театъра. Завършва НАТФИЗ и е в трупата на „Фоайе“ от 2013 г.\n\nИграе херцог Орсино в „Дванайсета нощ“, министър Балтов в „Службогонци“ и Нягул в „Албена“. Като постановчик на сценичните битки е работил по всички спектакли на театъра с дуели и схватки – от Шекспир до Дюма.',
      en: "Asen Rusev was born in Yambol. He fenced competitively until the age of twenty, when he discovered the theatre. He graduated from the National Academy for Theatre and Film Arts and has been a member of the Foyer company since 2013.\n\nHe plays Duke Orsino in Twelfth Night, Minister Baltov in The Office Seekers and Nyagul in Albena. As fight director he has worked on every one of the theatre's productions with duels and brawls, from Shakespeare to Dumas.",
    },
    memberSince: 2013,
  },
  {
    slug: 'lilyana-gospodinova',
    name: { bg: 'Лиляна Господинова', en: 'Lilyana Gospodinova' },
    summary: {
      bg: 'Характерна актриса с остър език и голямо сърце, незаменима в ролите на прислужници, лели и мъдри стари жени.',
      en: 'A character actress with a sharp tongue and a big heart, irreplaceable as maids, aunts and wise old women.',
      de: 'Eine Charakterdarstellerin mit spitzer Zunge und großem Herzen, unersetzlich als Dienstmädchen, Tanten und weise alte Frauen.',
      es: 'Actriz de carácter, de lengua afilada y gran corazón, insustituible en papeles de criadas, tías y ancianas sabias.',
      fr: 'Actrice de composition à la langue bien pendue et au grand cœur, irremplaçable en servantes, tantes et vieilles femmes pleines de sagesse.',
      it: 'Caratterista dalla lingua tagliente e dal cuore grande, insostituibile nei ruoli di serve, zie e anziane sagge.',
      pt_BR:
        'Atriz de composição de língua afiada e coração enorme, insubstituível como criadas, tias e velhas sábias.',
    },
    biography: {
      bg: 'Лиляна Господинова е родена в Димитровград. Завършва ВИТИЗ „Кръстьо Сарафов“, работи като актриса и асистент-режисьор в различни театри и през 1994 г. идва във „Фоайе“, където остава повече от три десетилетия.\n\nПубликата я обожава като Дорина в „Тартюф“ – прислужницата, която знае всичко и казва всичко. Играе още баба Дона в „Службогонци“ и Райна в „Стаи под наем“ – роля, написана специално за нея от драматурга Вера Танчева.',
      en: 'Lilyana Gospodinova was born in Dimitrovgrad. She graduated from the Higher Institute for Theatre Arts in Sofia, worked as an actress and assistant director in several theatres and came to the Foyer in 1994, where she has stayed for more than three decades.\n\nAudiences adore her as Dorine in Tartuffe, the maid who knows everything and says everything. She also plays Granny Dona in The Office Seekers and Rayna in Rooms to Let, a part the playwright Vera Tancheva wrote especially for her.',
    },
    memberSince: 1994,
  },
  {
    slug: 'martin-yankov',
    name: { bg: 'Мартин Янков', en: 'Martin Yankov' },
    summary: {
      bg: 'Роден в Габрово, клоун и импровизатор, който превръща всяка своя поява на сцената в малък празник.',
      en: 'Born in Gabrovo, a clown and improviser who turns every entrance he makes into a small celebration.',
      de: 'Der in Gabrowo geborene Clown und Improvisationskünstler macht jeden seiner Auftritte zu einem kleinen Fest.',
      es: 'Nacido en Gabrovo, payaso e improvisador que convierte cada una de sus entradas en escena en una pequeña fiesta.',
      fr: 'Né à Gabrovo, clown et improvisateur, il fait de chacune de ses entrées en scène une petite fête.',
      it: 'Nato a Gabrovo, clown e improvvisatore, trasforma ogni sua entrata in scena in una piccola festa.',
      pt_BR: 'Nascido em Gabrovo, palhaço e improvisador que transforma cada entrada em cena numa pequena festa.',
    },
    biography: {
      bg: 'Мартин Янков е роден в Габрово – град, който, както сам казва, задължава към хумор. Учи клоунада и физически театър, а след като завършва НАТФИЗ, създава импровизационна трупа, с която обикаля страната. В трупата на „Фоайе“ е от 2018 г.\n\nИграе шута Фесте в „Дванайсета нощ“ и Хлестаков в „Ревизор“. Води вечерите на импровизацията на Сцена „Таван“, чиито билети неизменно се разпродават за часове.',
      en: 'Martin Yankov was born in Gabrovo, a town that, as he puts it, obliges you to have a sense of humour. He studied clowning and physical theatre and, after graduating from the National Academy for Theatre and Film Arts, founded an improvisation troupe that toured the country. He has been with the Foyer company since 2018.\n\nHe plays Feste the fool in Twelfth Night and Khlestakov in The Government Inspector. He hosts the improvisation nights on the Attic Stage, which invariably sell out within hours.',
    },
    memberSince: 2018,
  },
];

// ---------------------------------------------------------------------------
// Plays
// ---------------------------------------------------------------------------

export const plays: SeedPlay[] = [
  {
    slug: 'the-seagull',
    title: {
      bg: 'Чайка',
      en: 'The Seagull',
      de: 'Die Möwe',
      es: 'La gaviota',
      fr: 'La Mouette',
      it: 'Il gabbiano',
      pt_BR: 'A gaivota',
    },
    summary: {
      bg: 'Чеховата комедия за изкуството, любовта и несбъднатите мечти, изиграна на една ръка разстояние от публиката.',
      en: "Chekhov's comedy of art, love and broken dreams, played within arm's reach of the audience.",
      de: 'Tschechows Komödie über Kunst, Liebe und zerbrochene Träume, gespielt eine Armlänge vom Publikum entfernt.',
      es: 'La comedia de Chéjov sobre el arte, el amor y los sueños rotos, interpretada a un palmo del público.',
      fr: "La comédie de Tchekhov sur l'art, l'amour et les rêves brisés, jouée à portée de main du public.",
      it: "La commedia di Čechov sull'arte, l'amore e i sogni infranti, recitata a un passo dal pubblico.",
      pt_BR: 'A comédia de Tchékhov sobre a arte, o amor e os sonhos desfeitos, encenada a poucos passos da plateia.',
    },
    synopsis: {
      bg: 'В имението край езерото младият Константин Треплев представя пред близките си своята първа пиеса – странен монолог за световната душа, изигран от Нина Заречна, момичето, което обича. Майка му, прочутата актриса Ирина Аркадина, не скрива насмешката си и представлението се проваля, преди да е свършило.\n\nНина е омаяна от спътника на Аркадина – известния писател Борис Тригорин, който вижда в нея сюжет за кратък разказ. Маша тъгува по Константин, доктор Дорн наблюдава всички с тиха ирония, а една застреляна чайка се превръща в знак за съдбите, които предстои да се разбият.\n\nДве години по-късно героите се събират отново в същата къща. Нина се връща, белязана от изоставянето и от трудния живот на провинциална актриса, но с вяра в призванието си; Константин е станал публикуван автор, ала без нея не намира смисъл. Постановката на Ивайло Манолов на Камерната сцена поставя публиката толкова близо до актьорите, че всяка пауза се чува като изстрел.',
      en: "At a country estate beside a lake, young Konstantin Treplev stages his first play for his family: a strange monologue about the world soul, performed by Nina Zarechnaya, the girl he loves. His mother, the celebrated actress Irina Arkadina, makes no secret of her scorn, and the performance collapses before it is over.\n\nNina is dazzled by Arkadina's companion, the famous writer Boris Trigorin, who sees in her the subject for a short story. Masha pines for Konstantin, Doctor Dorn watches them all with quiet irony, and a seagull shot by the lake becomes a sign of the lives that are about to be broken.\n\nTwo years later they gather again in the same house. Nina returns, scarred by abandonment and by the hard life of a provincial actress, yet still believing in her calling; Konstantin has become a published author but finds no meaning without her. Ivaylo Manolov's production on the Chamber Stage brings the audience so close to the actors that every pause sounds like a gunshot.",
    },
    author: { bg: 'Антон Павлович Чехов', en: 'Anton Chekhov' },
    director: { bg: 'Ивайло Манолов', en: 'Ivaylo Manolov' },
    durationMinutes: 150,
    ageRating: '14+',
    premiereYear: 2021,
    stageSlug: 'chamber-stage',
    cast: [
      { actorSlug: 'radostina-ilieva', character: { bg: 'Ирина Аркадина', en: 'Irina Arkadina' } },
      { actorSlug: 'kaloyan-dimitrov', character: { bg: 'Константин Треплев', en: 'Konstantin Treplev' } },
      { actorSlug: 'viktoria-nencheva', character: { bg: 'Нина Заречна', en: 'Nina Zarechnaya' } },
      { actorSlug: 'georgi-velchev', character: { bg: 'Борис Тригорин', en: 'Boris Trigorin' } },
      { actorSlug: 'mirela-stoyanova', character: { bg: 'Маша', en: 'Masha' } },
      { actorSlug: 'stefan-kalchev', character: { bg: 'Евгений Дорн', en: 'Yevgeny Dorn' } },
    ],
    ticketPrice: 2200,
    galleryImages: 4,
  },
  {
    slug: 'twelfth-night',
    title: {
      bg: 'Дванайсета нощ',
      en: 'Twelfth Night',
      de: 'Was ihr wollt',
      es: 'Noche de Reyes',
      fr: 'La Nuit des rois',
      it: 'La dodicesima notte',
      pt_BR: 'Noite de Reis',
    },
    summary: {
      bg: 'Шекспировата комедия за близнаци, преобличания и любовни бъркотии, превърната в карнавал с жива музика.',
      en: "Shakespeare's comedy of twins, disguises and tangled love, turned into a carnival with live music.",
      de: 'Shakespeares Komödie um Zwillinge, Verkleidungen und verworrene Liebschaften, inszeniert als Karneval mit Livemusik.',
      es: 'La comedia de Shakespeare sobre gemelos, disfraces y amores enredados, convertida en un carnaval con música en directo.',
      fr: 'La comédie de Shakespeare sur des jumeaux, des déguisements et des amours embrouillées, transformée en carnaval avec musique en direct.',
      it: 'La commedia di Shakespeare su gemelli, travestimenti e amori ingarbugliati, trasformata in un carnevale con musica dal vivo.',
      pt_BR:
        'A comédia de Shakespeare sobre gêmeos, disfarces e amores desencontrados, transformada num carnaval com música ao vivo.',
    },
    synopsis: {
      bg: 'След корабокрушение край бреговете на Илирия Виола вярва, че близнакът ѝ Себастиан е загинал. Облечена като младеж и под името Цезарио, тя постъпва на служба при херцог Орсино и скоро се влюбва в него.\n\nОрсино я праща да ухажва от негово име графиня Оливия, а Оливия се влюбва в младия пратеник. Междувременно в дома на графинята сър Тоби Белч и компанията му скроява жесток номер на надутия иконом Малволио, а шутът Фесте пее и коментира лудостите на всички.\n\nКогато Себастиан се появява жив, объркването стига връхната си точка, преди влюбените двойки най-сетне да се подредят. Режисьорката Галина Бояджиева превръща Голямата сцена в карнавален остров с жива музика, а под веселието оставя да прозвучи меланхолията на една от най-нежните Шекспирови комедии.',
      en: "Shipwrecked on the coast of Illyria, Viola believes her twin brother Sebastian has drowned. Disguised as a young man and calling herself Cesario, she enters the service of Duke Orsino and soon falls in love with him.\n\nOrsino sends her to woo Countess Olivia on his behalf, and Olivia falls for the young messenger instead. Meanwhile, in the Countess's household, Sir Toby Belch and his companions play a cruel trick on the pompous steward Malvolio, while Feste the fool sings and comments on everyone's folly.\n\nWhen Sebastian turns up alive, the confusion reaches its peak before the lovers finally pair off. Director Galina Boyadzhieva turns the Main Stage into a carnival island full of live music, and beneath the merriment lets the melancholy of one of Shakespeare's tenderest comedies be heard.",
    },
    author: { bg: 'Уилям Шекспир', en: 'William Shakespeare' },
    director: { bg: 'Галина Бояджиева', en: 'Galina Boyadzhieva' },
    durationMinutes: 165,
    ageRating: '12+',
    premiereYear: 2019,
    stageSlug: 'main-stage',
    cast: [
      { actorSlug: 'desislava-marinova', character: { bg: 'Виола', en: 'Viola' } },
      { actorSlug: 'asen-rusev', character: { bg: 'Орсино', en: 'Orsino' } },
      { actorSlug: 'tsvetelina-angelova', character: { bg: 'Оливия', en: 'Olivia' } },
      { actorSlug: 'nikolay-draganov', character: { bg: 'Малволио', en: 'Malvolio' } },
      { actorSlug: 'petar-hristozov', character: { bg: 'Сър Тоби Белч', en: 'Sir Toby Belch' } },
      { actorSlug: 'martin-yankov', character: { bg: 'Фесте', en: 'Feste' } },
    ],
    ticketPrice: 2600,
    galleryImages: 4,
  },
  {
    slug: 'tartuffe',
    title: {
      bg: 'Тартюф',
      en: 'Tartuffe',
      de: 'Tartuffe',
      es: 'Tartufo',
      fr: 'Tartuffe',
      it: 'Tartufo',
      pt_BR: 'Tartufo',
    },
    summary: {
      bg: 'Молиеровата комедия за лицемерието, пренесена в дом, където всичко се снима и споделя.',
      en: "Molière's comedy of hypocrisy, moved to a household where everything is filmed and shared.",
      de: 'Molières Komödie über die Heuchelei, verlegt in einen Haushalt, in dem alles gefilmt und geteilt wird.',
      es: 'La comedia de Molière sobre la hipocresía, trasladada a un hogar donde todo se graba y se comparte.',
      fr: "La comédie de Molière sur l'hypocrisie, transposée dans une maison où tout est filmé et partagé.",
      it: "La commedia di Molière sull'ipocrisia, ambientata in una casa dove tutto viene filmato e condiviso.",
      pt_BR: 'A comédia de Molière sobre a hipocrisia, transportada para uma casa onde tudo é filmado e compartilhado.',
    },
    synopsis: {
      bg: 'Заможният парижанин Оргон е прибрал в дома си Тартюф – мнимо благочестив човек, в когото вижда светец и духовен наставник. Семейството му ясно различава лицемерието на натрапника, но Оргон не чува никого освен своя любимец.\n\nТой решава да даде дъщеря си Мариана за жена на Тартюф, макар тя да е сгодена за друг, и дори прехвърля имота си на него. Само съобразителната прислужница Дорина и хладнокръвната съпруга Елмира намират начин да разкрият истинското лице на светеца пред очите на самия Оргон.\n\nПостановката на Надя Стоилова пренася действието в наши дни, в дом, където всяка вечеря се снима и всяка молитва се споделя, но запазва ритъма и остроумието на Молиеровия стих. Комедията за сляпата вяра и за онези, които я използват, звучи днес колкото смешно, толкова и тревожно.',
      en: "Orgon, a wealthy Parisian, has taken Tartuffe into his home: a man of sham piety in whom he sees a saint and a spiritual guide. His family sees through the intruder's hypocrisy at once, but Orgon will listen to no one except his favourite.\n\nHe decides to marry his daughter Mariane to Tartuffe, although she is engaged to another man, and even signs his property over to him. Only the quick-witted maid Dorine and Orgon's cool-headed wife Elmire find a way to expose the saint's true face before Orgon's own eyes.\n\nNadya Stoilova's production moves the action to the present day, into a home where every dinner is filmed and every prayer is shared, while keeping the rhythm and wit of Molière's verse. This comedy of blind faith, and of those who exploit it, sounds as alarming today as it is funny.",
    },
    author: { bg: 'Молиер', en: 'Molière' },
    director: { bg: 'Надя Стоилова', en: 'Nadya Stoilova' },
    durationMinutes: 130,
    ageRating: '12+',
    premiereYear: 2022,
    stageSlug: 'main-stage',
    cast: [
      { actorSlug: 'georgi-velchev', character: { bg: 'Тартюф', en: 'Tartuffe' } },
      { actorSlug: 'petar-hristozov', character: { bg: 'Оргон', en: 'Orgon' } },
      { actorSlug: 'elena-petrova', character: { bg: 'Елмира', en: 'Elmire' } },
      { actorSlug: 'lilyana-gospodinova', character: { bg: 'Дорина', en: 'Dorine' } },
      { actorSlug: 'yoana-shishkova', character: { bg: 'Мариана', en: 'Mariane' } },
    ],
    ticketPrice: 2600,
    galleryImages: 3,
  },
  {
    slug: 'the-government-inspector',
    title: {
      bg: 'Ревизор',
      en: 'The Government Inspector',
      de: 'Der Revisor',
      es: 'El inspector general',
      fr: 'Le Revizor',
      it: "L'ispettore generale",
      pt_BR: 'O inspetor geral',
    },
    summary: {
      bg: 'Гоголевата комедия за провинциален град, който взема един празноглав младеж за страшния ревизор от столицата.',
      en: "Gogol's comedy about a provincial town that mistakes an empty-headed young man for the dreaded inspector from the capital.",
      de: 'Gogols Komödie über eine Provinzstadt, die einen hohlköpfigen jungen Mann für den gefürchteten Revisor aus der Hauptstadt hält.',
      es: 'La comedia de Gógol sobre una ciudad de provincias que confunde a un joven atolondrado con el temido inspector de la capital.',
      fr: 'La comédie de Gogol sur une ville de province qui prend un jeune écervelé pour le redoutable inspecteur venu de la capitale.',
      it: "La commedia di Gogol' su una città di provincia che scambia un giovane sventato per il temuto ispettore della capitale.",
      pt_BR:
        'A comédia de Gógol sobre uma cidade do interior que confunde um jovem desmiolado com o temido inspetor da capital.',
    },
    synopsis: {
      bg: 'В едно забутано провинциално градче Кметът Антон Антонович научава ужасяваща новина: от столицата пътува ревизор инкогнито. Чиновниците, които години наред са крали, вземали подкупи и пренебрегвали задълженията си, изпадат в паника и трескаво започват да прикриват греховете си.\n\nВ местния хан междувременно е отседнал Хлестаков – дребен петербургски чиновник, загубил всичките си пари на карти. Градът решава, че той е ревизорът, и го обсипва с почести, заеми и подкупи, а Хлестаков бързо влиза в ролята, ухажва едновременно съпругата и дъщерята на Кмета и заминава точно навреме, преди измамата да излезе наяве.\n\nПостановката на Кирил Запрянов превръща Голямата сцена в гротескно градче от криви врати и ключалки, през които всеки наднича към всеки. Финалната „няма сцена“, когато пристига истинският ревизор, и днес оставя публиката със смях, заседнал в гърлото.',
      en: 'In a remote provincial town the Mayor, Anton Antonovich, receives terrible news: an inspector is travelling incognito from the capital. The officials, who for years have stolen, taken bribes and neglected their duties, panic and rush to cover up their sins.\n\nMeanwhile, at the local inn, lodges Khlestakov, a petty clerk from St Petersburg who has gambled away all his money. The town decides that he is the inspector and showers him with honours, loans and bribes. Khlestakov quickly warms to the part, courts the Mayor\'s wife and daughter at the same time, and leaves just before the deception comes to light.\n\nKiril Zapryanov\'s production turns the Main Stage into a grotesque little town of crooked doors and keyholes through which everyone spies on everyone else. The final "dumb scene", when the real inspector arrives, still leaves the audience with laughter stuck in its throat.',
    },
    author: { bg: 'Николай Гогол', en: 'Nikolai Gogol' },
    director: { bg: 'Кирил Запрянов', en: 'Kiril Zapryanov' },
    durationMinutes: 150,
    ageRating: '12+',
    premiereYear: 2024,
    stageSlug: 'main-stage',
    cast: [
      { actorSlug: 'stefan-kalchev', character: { bg: 'Кметът Антон Антонович', en: 'Anton Antonovich, the Mayor' } },
      { actorSlug: 'martin-yankov', character: { bg: 'Хлестаков', en: 'Khlestakov' } },
      { actorSlug: 'radostina-ilieva', character: { bg: 'Анна Андреевна', en: 'Anna Andreyevna' } },
      { actorSlug: 'mirela-stoyanova', character: { bg: 'Мария Антоновна', en: 'Marya Antonovna' } },
      { actorSlug: 'boyan-tomov', character: { bg: 'Осип', en: 'Osip' } },
    ],
    ticketPrice: 2800,
    galleryImages: 4,
  },
  {
    slug: 'the-office-seekers',
    title: {
      bg: 'Службогонци',
      en: 'The Office Seekers',
      de: 'Die Postenjäger',
      es: 'Los cazadores de cargos',
      fr: 'Les Chasseurs de places',
      it: 'I cacciatori di posti',
      pt_BR: 'Os caçadores de cargos',
    },
    summary: {
      bg: 'Вазовата комедия за търсачите на държавна служба, смешна и днес точно толкова, колкото преди повече от век.',
      en: "Vazov's comedy about hunters for government posts, as funny today as it was more than a century ago.",
      de: 'Wasows Komödie über Jäger nach Staatsposten, heute so komisch wie vor über hundert Jahren.',
      es: 'La comedia de Vazov sobre los buscadores de cargos públicos, tan divertida hoy como hace más de un siglo.',
      fr: "La comédie de Vazov sur les chasseurs de postes publics, aussi drôle aujourd'hui qu'il y a plus d'un siècle.",
      it: 'La commedia di Vazov sui cacciatori di impieghi statali, divertente oggi quanto più di un secolo fa.',
      pt_BR:
        'A comédia de Vazov sobre os caçadores de cargos públicos, tão engraçada hoje quanto há mais de um século.',
    },
    synopsis: {
      bg: 'Станчо Квасников, дюкянджия от Харманли, пристига в София, за да навести стария си познайник Балтов, който току-що е станал министър. Домът на министъра обаче отдавна не е тихо място: вратите, прозорците и дори задният стобор са обсадени от хора, които искат служба.\n\nНадутият Боздугански, който знае девет езика и не е успял в нито един занаят, госпожа Терзийска, която търси място за мъжа си, и цяла върволица кандидати превръщат гостуването в истинска обсада. Скоро и самият Квасников започва да мисли, че за заслугите му към отечеството и на него се полага нещо.\n\nВазов пише комедията в началото на XX век, но постановката на Любомир Вълчанов показва колко малко са се променили нещата оттогава. Сценографията превръща министерския кабинет във въртележка от врати, а музиката на живо напомня за духовите оркестри от старите градски градини.',
      en: "Stancho Kvasnikov, a shopkeeper from Harmanli, arrives in Sofia to visit his old acquaintance Baltov, who has just become a minister. But the minister's home is no longer a quiet place: its doors, its windows and even the back fence are besieged by people who want a government job.\n\nThe pompous Bozduganski, who knows nine languages and has failed at every trade, Mrs Terziyska, who is looking for a post for her husband, and a whole procession of other applicants turn the visit into a full siege. Soon Kvasnikov himself begins to think that his services to the fatherland deserve some reward too.\n\nVazov wrote the comedy at the beginning of the twentieth century, but Lyubomir Valchanov's production shows how little has changed since. The set turns the minister's study into a merry-go-round of doors, and the live music recalls the brass bands of the old town gardens.",
    },
    author: { bg: 'Иван Вазов', en: 'Ivan Vazov' },
    director: { bg: 'Любомир Вълчанов', en: 'Lyubomir Valchanov' },
    durationMinutes: 110,
    ageRating: '12+',
    premiereYear: 2023,
    stageSlug: 'main-stage',
    cast: [
      { actorSlug: 'nikolay-draganov', character: { bg: 'Станчо Квасников', en: 'Stancho Kvasnikov' } },
      { actorSlug: 'asen-rusev', character: { bg: 'Министър Балтов', en: 'Minister Baltov' } },
      { actorSlug: 'boyan-tomov', character: { bg: 'Боздугански', en: 'Bozduganski' } },
      { actorSlug: 'tsvetelina-angelova', character: { bg: 'Госпожа Терзийска', en: 'Mrs Terziyska' } },
      { actorSlug: 'lilyana-gospodinova', character: { bg: 'Баба Дона', en: 'Granny Dona' } },
    ],
    ticketPrice: 2400,
    galleryImages: 3,
  },
  {
    slug: 'albena',
    title: {
      bg: 'Албена',
      en: 'Albena',
      de: 'Albena',
      es: 'Albena',
      fr: 'Albena',
      it: 'Albena',
      pt_BR: 'Albena',
    },
    summary: {
      bg: 'Драмата на Йовков за красотата, вината и прошката в едно добруджанско село.',
      en: "Yovkov's drama of beauty, guilt and forgiveness in a Dobrudzha village.",
      de: 'Jowkows Drama über Schönheit, Schuld und Vergebung in einem Dorf der Dobrudscha.',
      es: 'El drama de Yovkov sobre la belleza, la culpa y el perdón en una aldea de Dobruja.',
      fr: 'Le drame de Yovkov sur la beauté, la faute et le pardon dans un village de Dobroudja.',
      it: 'Il dramma di Jovkov sulla bellezza, la colpa e il perdono in un villaggio della Dobrugia.',
      pt_BR: 'O drama de Yovkov sobre a beleza, a culpa e o perdão numa aldeia da Dobruja.',
    },
    synopsis: {
      bg: 'В едно добруджанско село, в дните преди Великден, всички говорят за Албена – най-хубавата жена в махалата, чийто звънлив смях и горда походка будят едновременно възхищение и завист. Бракът ѝ с Куцар отдавна е без радост, а в мелницата отсреща работи Нягул – мъжът, заради когото сърцето ѝ бие по-бързо.\n\nЕдна сутрин Куцар е намерен мъртъв. Селото се разкъсва между подозрението и съчувствието, между злите приказки на Сенебирски и мъдрите думи на дядо Власю, а истината излиза наяве бавно и неумолимо.\n\nКогато стражарите отвеждат Албена, жените плачат, а мъжете не могат да откъснат очи от нея. Режисьорката Анета Пейкова поставя драмата на Йовков на Камерната сцена като въпрос, който не остарява: може ли красотата да бъде вина и има ли прошка за любов, стигнала до престъпление.',
      en: "In a village in Dobrudzha, in the days before Easter, everyone is talking about Albena, the most beautiful woman in the neighbourhood, whose ringing laughter and proud walk stir admiration and envy in equal measure. Her marriage to Kutsar has long been joyless, and in the mill across the way works Nyagul, the man who makes her heart beat faster.\n\nOne morning Kutsar is found dead. The village is torn between suspicion and sympathy, between Senebirski's malicious gossip and the wise words of Grandpa Vlasyu, and the truth comes out slowly and relentlessly.\n\nWhen the gendarmes lead Albena away, the women weep and the men cannot take their eyes off her. Director Aneta Peykova stages Yovkov's drama on the Chamber Stage as a question that never grows old: can beauty be a crime, and is there forgiveness for a love that has ended in murder?",
    },
    author: { bg: 'Йордан Йовков', en: 'Yordan Yovkov' },
    director: { bg: 'Анета Пейкова', en: 'Aneta Peykova' },
    durationMinutes: 120,
    ageRating: '16+',
    premiereYear: 2024,
    stageSlug: 'chamber-stage',
    cast: [
      { actorSlug: 'elena-petrova', character: { bg: 'Албена', en: 'Albena' } },
      { actorSlug: 'asen-rusev', character: { bg: 'Нягул', en: 'Nyagul' } },
      { actorSlug: 'georgi-velchev', character: { bg: 'Куцар', en: 'Kutsar' } },
      { actorSlug: 'kaloyan-dimitrov', character: { bg: 'Сенебирски', en: 'Senebirski' } },
      { actorSlug: 'stefan-kalchev', character: { bg: 'Дядо Власю', en: 'Grandpa Vlasyu' } },
    ],
    ticketPrice: 2000,
    galleryImages: 3,
  },
  {
    slug: 'rooms-to-let',
    title: {
      bg: 'Стаи под наем',
      en: 'Rooms to Let',
      de: 'Zimmer zu vermieten',
      es: 'Se alquilan habitaciones',
      fr: 'Chambres à louer',
      it: 'Camere in affitto',
      pt_BR: 'Quartos para alugar',
    },
    summary: {
      bg: 'Нежна и смешна съвременна пиеса за стара пловдивска къща, която трябва да се превърне в бизнес.',
      en: 'A tender, funny new play about an old Plovdiv house that is about to be turned into a business.',
      de: 'Ein zärtliches, komisches neues Stück über ein altes Haus in Plovdiv, aus dem ein Geschäft werden soll.',
      es: 'Una obra contemporánea tierna y divertida sobre una vieja casa de Plovdiv que está a punto de convertirse en un negocio.',
      fr: "Une pièce contemporaine tendre et drôle sur une vieille maison de Plovdiv qu'on veut transformer en affaire rentable.",
      it: 'Una commedia contemporanea tenera e divertente su una vecchia casa di Plovdiv destinata a diventare un affare.',
      pt_BR: 'Uma peça contemporânea terna e divertida sobre uma velha casa de Plovdiv prestes a virar negócio.',
    },
    synopsis: {
      bg: 'Райна е живяла цял живот в старата къща под Джамбаз тепе, в Стария град на Пловдив. Сега племенникът ѝ Филип се връща от София с план: да превърне стаите в апартаменти за краткосрочен наем и да спаси къщата от дълговете.\n\nПървата гостенка е Ана – млада жена, израснала в чужбина, която е дошла да търси следите на баба си. Колкото повече Райна ѝ разказва за хората, живели зад тези стени, толкова по-трудно става за Филип да продава спомените като нощувки.\n\nПиесата на Вера Танчева е нежна и смешна история за наследството, за градовете, които се превръщат в декор, и за онова, което не може да се обяви в сайт за резервации. Сцена „Таван“, разположена под покрива на възрожденска къща, е естественият дом на спектакъла на Теодор Мирчев.',
      en: "Rayna has lived all her life in the old house below Dzhambaz Tepe, in Plovdiv's Old Town. Now her nephew Filip comes back from Sofia with a plan: to turn the rooms into short-let apartments and save the house from its debts.\n\nThe first guest is Ana, a young woman who grew up abroad and has come looking for traces of her grandmother. The more Rayna tells her about the people who lived behind these walls, the harder it becomes for Filip to sell memories by the night.\n\nVera Tancheva's play is a tender, funny story about inheritance, about cities that turn into stage sets, and about everything that cannot be listed on a booking website. The Attic Stage, under the roof of a National Revival house, is the natural home for Teodor Mirchev's production.",
    },
    author: { bg: 'Вера Танчева', en: 'Vera Tancheva' },
    director: { bg: 'Теодор Мирчев', en: 'Teodor Mirchev' },
    durationMinutes: 95,
    ageRating: '14+',
    premiereYear: 2025,
    stageSlug: 'attic-stage',
    cast: [
      { actorSlug: 'lilyana-gospodinova', character: { bg: 'Райна', en: 'Rayna' } },
      { actorSlug: 'boyan-tomov', character: { bg: 'Филип', en: 'Filip' } },
      { actorSlug: 'yoana-shishkova', character: { bg: 'Ана', en: 'Ana' } },
    ],
    ticketPrice: 1600,
    galleryImages: 2,
  },
  {
    slug: 'the-little-clockmaker',
    title: {
      bg: 'Малкият часовникар',
      en: 'The Little Clockmaker',
      de: 'Der kleine Uhrmacher',
      es: 'El pequeño relojero',
      fr: 'Le Petit Horloger',
      it: 'Il piccolo orologiaio',
      pt_BR: 'O pequeno relojoeiro',
    },
    summary: {
      bg: 'Музикална приказка с кукли за малкия чирак, който трябва да върне звъна на спрялото време.',
      en: 'A musical fairy tale with puppets about a young apprentice who must bring back the chime of stopped time.',
      de: 'Ein musikalisches Märchen mit Puppen über einen kleinen Lehrling, der der stehengebliebenen Zeit ihren Klang zurückgeben muss.',
      es: 'Un cuento musical con títeres sobre un pequeño aprendiz que debe devolver el sonido al tiempo detenido.',
      fr: 'Un conte musical avec marionnettes sur un petit apprenti qui doit rendre sa sonnerie au temps arrêté.',
      it: 'Una fiaba musicale con pupazzi su un piccolo apprendista che deve restituire il suono al tempo fermo.',
      pt_BR: 'Um conto musical com bonecos sobre um pequeno aprendiz que precisa devolver o som ao tempo parado.',
    },
    synopsis: {
      bg: 'В една часовникарска работилница в Стария град живеят стотици часовници, които отброяват времето на целия град. Чиракът Тико мечтае да поправи часовник сам, но майстор Марин все му повтаря, че още е рано.\n\nЕдна нощ Госпожа Полунощ открадва звънчето на кукувицата от големия стенен часовник и времето в града спира. Тико и Кукувицата тръгват на пътешествие през зъбчати колела, пружини и махала, за да върнат изгубения звън.\n\nРалица Ботева е написала весела и мъдра приказка за търпението, приятелството и смелостта да поправиш собствената си грешка. Спектакълът на Петя Стамболова съчетава актьори, кукли и жива музика и е подходящ за деца от шестгодишна възраст и за техните родители.',
      en: "In a clockmaker's workshop in the Old Town live hundreds of clocks that keep time for the whole city. The apprentice Tiko dreams of mending a clock on his own, but Master Marin keeps telling him it is still too soon.\n\nOne night Madam Midnight steals the cuckoo's little bell from the great wall clock, and time in the city stops. Tiko and the Cuckoo set off on a journey through cogwheels, springs and pendulums to bring back the lost chime.\n\nRalitsa Boteva has written a merry and wise fairy tale about patience, friendship and the courage to put right your own mistakes. Petya Stambolova's production combines actors, puppets and live music and is suitable for children aged six and up and for their parents.",
    },
    author: { bg: 'Ралица Ботева', en: 'Ralitsa Boteva' },
    director: { bg: 'Петя Стамболова', en: 'Petya Stambolova' },
    durationMinutes: 70,
    ageRating: '6+',
    premiereYear: 2025,
    stageSlug: 'attic-stage',
    cast: [
      { actorSlug: 'kaloyan-dimitrov', character: { bg: 'Тико', en: 'Tiko' } },
      { actorSlug: 'petar-hristozov', character: { bg: 'Майстор Марин', en: 'Master Marin' } },
      { actorSlug: 'viktoria-nencheva', character: { bg: 'Кукувицата', en: 'The Cuckoo' } },
      { actorSlug: 'desislava-marinova', character: { bg: 'Госпожа Полунощ', en: 'Madam Midnight' } },
    ],
    ticketPrice: 1200,
    galleryImages: 2,
  },
];

// ---------------------------------------------------------------------------
// Performances
// ---------------------------------------------------------------------------

export const performances: SeedPerformance[] = [
  { playSlug: 'tartuffe', stageSlug: 'main-stage', dayOffset: 2, time: '19:00', freeSeats: 212 },
  { playSlug: 'the-office-seekers', stageSlug: 'main-stage', dayOffset: 4, time: '19:30', freeSeats: 0 },
  { playSlug: 'the-little-clockmaker', stageSlug: 'attic-stage', dayOffset: 5, time: '11:00', freeSeats: 17 },
  { playSlug: 'the-seagull', stageSlug: 'chamber-stage', dayOffset: 7, time: '19:00', freeSeats: 2 },
  { playSlug: 'twelfth-night', stageSlug: 'main-stage', dayOffset: 9, time: '19:00', freeSeats: 138 },
  { playSlug: 'rooms-to-let', stageSlug: 'attic-stage', dayOffset: 12, time: '19:30', freeSeats: 21 },
  { playSlug: 'the-government-inspector', stageSlug: 'main-stage', dayOffset: 15, time: '19:00', freeSeats: 176 },
  { playSlug: 'albena', stageSlug: 'chamber-stage', dayOffset: 18, time: '19:30', freeSeats: 36 },
  { playSlug: 'the-little-clockmaker', stageSlug: 'attic-stage', dayOffset: 20, time: '11:00', freeSeats: 3 },
  { playSlug: 'twelfth-night', stageSlug: 'main-stage', dayOffset: 24, time: '19:00', freeSeats: 264 },
  { playSlug: 'the-seagull', stageSlug: 'chamber-stage', dayOffset: 29, time: '19:00', freeSeats: 0 },
  { playSlug: 'tartuffe', stageSlug: 'main-stage', dayOffset: 35, time: '19:30', freeSeats: 301 },
  { playSlug: 'the-government-inspector', stageSlug: 'main-stage', dayOffset: 43, time: '19:00', freeSeats: 247 },
  { playSlug: 'albena', stageSlug: 'chamber-stage', dayOffset: 52, time: '19:00', freeSeats: 84 },
];

// ---------------------------------------------------------------------------
// Festival
// ---------------------------------------------------------------------------

export const festival: SeedFestival = {
  slug: 'todor-kolev',
  name: {
    bg: 'Фестивал на комедията „Тодор Колев“',
    en: 'Todor Kolev Comedy Festival',
    de: 'Komödienfestival „Todor Kolev“',
    es: 'Festival de Comedia Todor Kolev',
    fr: 'Festival de la comédie Todor Kolev',
    it: 'Festival della commedia Todor Kolev',
    pt_BR: 'Festival de Comédia Todor Kolev',
  },
  summary: {
    bg: 'Ежегоден есенен фестивал на комедийния театър, провеждан в чест на големия български актьор Тодор Колев.',
    en: 'An annual autumn festival of comic theatre held in honour of the great Bulgarian actor Todor Kolev.',
    de: 'Ein jährliches Herbstfestival des komischen Theaters zu Ehren des großen bulgarischen Schauspielers Todor Kolev.',
    es: 'Un festival anual de otoño dedicado al teatro cómico y celebrado en honor del gran actor búlgaro Todor Kolev.',
    fr: "Un festival d'automne annuel consacré au théâtre comique, organisé en hommage au grand acteur bulgare Todor Kolev.",
    it: 'Un festival autunnale annuale di teatro comico, dedicato al grande attore bulgaro Todor Kolev.',
    pt_BR:
      'Um festival anual de outono dedicado ao teatro cômico, realizado em homenagem ao grande ator búlgaro Todor Kolev.',
  },
  description: {
    bg: 'Фестивалът на комедията „Тодор Колев“ е създаден от Театър „Фоайе“ през 2024 г. като поклон пред един от най-обичаните български актьори – артист, който на сцената и на екрана умееше да разсмива, без да омаловажава, и да показва с хумор слабостите на човека и на обществото. Фестивалът носи неговото име, за да продължи духа на този смях – едновременно весел и мъдър.\n\nВсяка есен в продължение на няколко дни трите сцени на „Фоайе“ събират комедийни спектакли от репертоара на театъра, гостуващи трупи от страната, вечери на импровизацията, срещи с публиката и майсторски класове за млади актьори. Всяко издание има своя тема, която свързва програмата.\n\nФестивалът завършва с наградата на публиката, която зрителите присъждат с гласуване след всяко представление. Билетите за фестивалните представления се продават заедно с редовния репертоар, а част от съпътстващите събития са с вход свободен.',
    en: "The Todor Kolev Comedy Festival was founded by the Foyer Theatre in 2024 as a tribute to one of Bulgaria's best-loved actors, an artist who on stage and screen could make people laugh without belittling them, and who used humour to show the weaknesses of people and of society. The festival bears his name to carry on the spirit of that laughter, at once merry and wise.\n\nEvery autumn, over several days, the Foyer's three stages bring together comedies from the theatre's repertoire, visiting companies from around the country, improvisation nights, meetings with the audience and masterclasses for young actors. Each edition has its own theme that ties the programme together.\n\nThe festival closes with the Audience Award, decided by spectators who vote after every performance. Tickets for festival performances are sold alongside the regular repertoire, and some of the side events are free of charge.",
  },
  editions: [
    {
      year: 2024,
      theme: { bg: 'Смехът като огледало', en: 'Laughter as a Mirror' },
      programme: [
        {
          day: 1,
          title: {
            bg: 'Откриване: вечер на песни и скечове с трупата на „Фоайе“',
            en: 'Opening night: an evening of songs and sketches with the Foyer company',
          },
        },
        {
          day: 2,
          title: { bg: '„Службогонци“ от Иван Вазов', en: 'The Office Seekers by Ivan Vazov' },
          playSlug: 'the-office-seekers',
        },
        {
          day: 3,
          title: {
            bg: 'Майсторски клас по сценична комедия за студенти по актьорско майсторство',
            en: 'Masterclass in stage comedy for acting students',
          },
        },
        {
          day: 4,
          title: { bg: '„Дванайсета нощ“ от Уилям Шекспир', en: 'Twelfth Night by William Shakespeare' },
          playSlug: 'twelfth-night',
        },
        {
          day: 5,
          title: {
            bg: 'Закриване и връчване на наградата на публиката',
            en: 'Closing night and Audience Award ceremony',
          },
        },
      ],
    },
    {
      year: 2025,
      theme: { bg: 'Класиците се смеят', en: 'The Classics Laugh' },
      programme: [
        {
          day: 1,
          title: { bg: 'Откриване с „Тартюф“ от Молиер', en: 'Opening night with Tartuffe by Molière' },
          playSlug: 'tartuffe',
        },
        {
          day: 2,
          title: {
            bg: 'Гостуване на трупата „Шамандура“ от Бургас с комедията „Лятно кино“',
            en: 'Guest performance: the Shamandura company from Burgas in the comedy Open-Air Cinema',
          },
        },
        {
          day: 3,
          title: { bg: '„Ревизор“ от Николай Гогол', en: 'The Government Inspector by Nikolai Gogol' },
          playSlug: 'the-government-inspector',
        },
        {
          day: 4,
          title: { bg: 'Нощ на импровизацията на Сцена „Таван“', en: 'Improvisation night on the Attic Stage' },
        },
        {
          day: 5,
          title: { bg: '„Дванайсета нощ“ от Уилям Шекспир', en: 'Twelfth Night by William Shakespeare' },
          playSlug: 'twelfth-night',
        },
        {
          day: 6,
          title: {
            bg: 'Кръгла маса „Смехът в българския театър и кино“ и закриване на фестивала',
            en: 'Round table on laughter in Bulgarian theatre and film, followed by the closing ceremony',
          },
        },
      ],
    },
    {
      year: 2026,
      theme: { bg: 'Обикновените хора и голямата комедия', en: 'Ordinary People, Great Comedy' },
      programme: [
        {
          day: 1,
          title: {
            bg: 'Откриване със „Службогонци“ от Иван Вазов',
            en: 'Opening night with The Office Seekers by Ivan Vazov',
          },
          playSlug: 'the-office-seekers',
        },
        {
          day: 2,
          title: {
            bg: '„Малкият часовникар“ – утринно фестивално представление за деца',
            en: 'The Little Clockmaker: a festival morning performance for children',
          },
          playSlug: 'the-little-clockmaker',
        },
        {
          day: 3,
          title: {
            bg: 'Конкурс за комедиен скеч на студенти и млади актьори',
            en: 'Comedy sketch competition for students and young actors',
          },
        },
        {
          day: 4,
          title: {
            bg: '„Ревизор“ от Николай Гогол и връчване на наградата на публиката',
            en: 'The Government Inspector by Nikolai Gogol and the Audience Award ceremony',
          },
          playSlug: 'the-government-inspector',
        },
      ],
    },
  ],
  galleryImages: 4,
};

// ---------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------

export const pages: SeedPage[] = [
  {
    slug: 'history',
    title: {
      bg: 'История на театъра',
      en: 'Our History',
      de: 'Unsere Geschichte',
      es: 'Nuestra historia',
      fr: 'Notre histoire',
      it: 'La nostra storia',
      pt_BR: 'Nossa história',
    },
    summary: {
      bg: 'От трупа любители във фоайето на тютюнев склад през 1927 г. до репертоарен театър с три сцени в сърцето на Пловдив.',
      en: 'From a troupe of amateurs in the foyer of a tobacco warehouse in 1927 to a repertory theatre with three stages in the heart of Plovdiv.',
      de: 'Von einer Laientruppe im Foyer eines Tabaklagers im Jahr 1927 zu einem Repertoiretheater mit drei Bühnen im Herzen von Plovdiv.',
      es: 'De una compañía de aficionados en el vestíbulo de un almacén de tabaco en 1927 a un teatro de repertorio con tres salas en el corazón de Plovdiv.',
      fr: "D'une troupe d'amateurs dans le foyer d'un entrepôt de tabac en 1927 à un théâtre de répertoire doté de trois salles au cœur de Plovdiv.",
      it: 'Da una compagnia di dilettanti nel foyer di un magazzino di tabacco nel 1927 a un teatro di repertorio con tre sale nel cuore di Plovdiv.',
      pt_BR:
        'De uma trupe de amadores no saguão de um armazém de tabaco em 1927 a um teatro de repertório com três palcos no coração de Plovdiv.',
    },
    body: {
      bg: '## Началото\n\nТеатър „Фоайе“ е основан през есента на 1927 г. от група любители актьори, събрани около актрисата Зорница Арнаудова и учителя по литература Божидар Каранов. Трупата няма собствена зала и първите си представления играе във фоайето на тютюнев склад близо до гарата, където зрителите стоят прави между колоните, а суфльорът се крие зад балите тютюн. Оттам идва и името, което театърът пази и до днес. Първата премиера е „Скъперникът“ на Молиер.\n\nПрез 1936 г., с дарения от пловдивски търговци и занаятчии, трупата открива собствена сграда на улица „Княз Александър I“. Залата е скромна, но сцената е дълбока, а акустиката – прочута. През следващите години „Фоайе“ се превръща в професионален театър със собствен репертоар, в който класиката съжителства с новата българска драма.\n\n## Пожарът и новото начало\n\nВ нощта на 14 януари 1958 г. пожар, тръгнал от работилницата за декори, унищожава голямата зала. Актьорите не прекъсват сезона: четири години играят в читалища, училищни салони и дори на открито в Стария град, а пловдивчани събират средства за възстановяването на сградата.\n\nОбновеният театър е открит през 1962 г. с Голяма сцена от 420 места, която и днес е неговото сърце. През 1978 г. бившата репетиционна зала е превърната в Камерна сцена със 120 места – пространство за по-интимни и по-смели спектакли.\n\n## Театърът днес\n\nСлед трудните години на прехода „Фоайе“ намира нови сили. През 2003 г. театърът открива Сцена „Таван“ – 60 места под покрива на възрожденска къща в Стария град, дом на експериментите и на новата драматургия. През 2017 г. основната сграда е цялостно обновена, като са запазени фасадата и историческите лампи във фоайето.\n\nДнес трупата наброява шестнайсет актьори и играе на трите си сцени класика, съвременни пиеси и спектакли за деца, а от 2024 г. театърът е домакин на Фестивала на комедията „Тодор Колев“. Близо век след първото представление сред колоните на тютюневия склад „Фоайе“ остава верен на идеята на своите основатели: театърът е място за среща, която започва още преди да се вдигне завесата.',
      en: "## The Beginning\n\nThe Foyer Theatre was founded in the autumn of 1927 by a group of amateur actors gathered around the actress Zornitsa Arnaudova and the literature teacher Bozhidar Karanov. The troupe had no hall of its own and gave its first performances in the foyer of a tobacco warehouse near the railway station, where the audience stood between the columns and the prompter hid behind the bales of tobacco. That is where the name comes from, and the theatre keeps it to this day. The first premiere was Molière's The Miser.\n\nIn 1936, with donations from Plovdiv merchants and craftsmen, the troupe opened a building of its own on Knyaz Aleksandar I Street. The auditorium was modest, but the stage was deep and the acoustics were famous. Over the following years the Foyer became a professional theatre with its own repertoire, in which the classics lived side by side with new Bulgarian drama.\n\n## The Fire and a New Beginning\n\nOn the night of 14 January 1958 a fire that broke out in the scenery workshop destroyed the main auditorium. The actors did not interrupt the season: for four years they played in community cultural centres, school halls and even in the open air in the Old Town, while the people of Plovdiv raised money to rebuild the theatre.\n\nThe restored theatre opened in 1962 with a Main Stage of 420 seats, which is still its heart today. In 1978 the former rehearsal hall was turned into a Chamber Stage with 120 seats, a space for more intimate and more daring productions.\n\n## The Theatre Today\n\nAfter the difficult years of the transition of the 1990s, the Foyer found new strength. In 2003 it opened the Attic Stage, 60 seats under the roof of a National Revival house in the Old Town and a home for experiment and new writing. In 2017 the main building was fully renovated, preserving the façade and the historic lamps in the foyer.\n\nToday the company numbers sixteen actors and plays classics, contemporary plays and shows for children on its three stages, and since 2024 the theatre has hosted the Todor Kolev Comedy Festival. Almost a century after the first performance among the columns of the tobacco warehouse, the Foyer remains true to the idea of its founders: theatre is a meeting place, and the meeting begins before the curtain rises.",
    },
  },
];
