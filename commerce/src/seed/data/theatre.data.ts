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
      de: 'Der große Saal des Theaters, eröffnet 1962 nach dem Wiederaufbau des Gebäudes. Parkett und Rang, eine tiefe Bühne mit Drehscheibe und ein Orchestergraben für Livemusik.',
      es: 'La sala grande del teatro, inaugurada en 1962 tras la reconstrucción del edificio. Patio de butacas y anfiteatro, un escenario profundo con plataforma giratoria y un foso para la música en directo.',
      fr: 'La grande salle du théâtre, inaugurée en 1962 lors de la reconstruction du bâtiment. Un parterre et un balcon, une scène profonde avec plateau tournant et une fosse d’orchestre pour la musique live.',
      it: 'La sala grande del teatro, inaugurata nel 1962 quando l’edificio fu ricostruito. Platea e galleria, un palcoscenico profondo con piattaforma girevole e una buca d’orchestra per la musica dal vivo.',
      pt_BR:
        'A sala principal do teatro, inaugurada em 1962, quando o prédio foi reconstruído. Plateia e balcão, um palco profundo com giratório e um fosso de orquestra para música ao vivo.',
    },
    // As its seat plan draws it (seat-plans.ts; saving a plan sets a stage's capacity).
    capacity: 250,
    address: {
      bg: 'ул. „Княз Александър I“ 31, 4000 Пловдив',
      en: '31 Knyaz Aleksandar I St., 4000 Plovdiv',
      de: 'Knyaz-Aleksandar-I-Straße 31, 4000 Plovdiv',
      es: 'Calle Knyaz Aleksandar I, 31, 4000 Plovdiv',
      fr: '31, rue Knyaz Aleksandar I, 4000 Plovdiv',
      it: 'Via Knyaz Aleksandar I 31, 4000 Plovdiv',
      pt_BR: 'Rua Knyaz Aleksandar I, 31, 4000 Plovdiv',
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
      de: 'Der frühere Probensaal, 1978 zur Kammerbühne umgebaut. Das Publikum sitzt an drei Seiten der Spielfläche, nur eine Armlänge von den Schauspielern entfernt.',
      es: 'La antigua sala de ensayos, convertida en sala de cámara en 1978. El público se sienta en tres lados del espacio escénico, al alcance de la mano de los actores.',
      fr: 'L’ancienne salle de répétition, transformée en petite salle en 1978. Le public est assis sur trois côtés de l’aire de jeu, à portée de main des comédiens.',
      it: 'L’ex sala prove, trasformata in sala da camera nel 1978. Il pubblico siede su tre lati dello spazio scenico, a un braccio di distanza dagli attori.',
      pt_BR:
        'A antiga sala de ensaios, transformada em palco de câmara em 1978. O público se senta em três lados da área de atuação, ao alcance da mão dos atores.',
    },
    capacity: 72,
    address: {
      bg: 'ул. „Княз Александър I“ 31 (вход от двора), 4000 Пловдив',
      en: '31 Knyaz Aleksandar I St. (courtyard entrance), 4000 Plovdiv',
      de: 'Knyaz-Aleksandar-I-Straße 31 (Eingang über den Hof), 4000 Plovdiv',
      es: 'Calle Knyaz Aleksandar I, 31 (entrada por el patio), 4000 Plovdiv',
      fr: '31, rue Knyaz Aleksandar I (entrée par la cour), 4000 Plovdiv',
      it: 'Via Knyaz Aleksandar I 31 (ingresso dal cortile), 4000 Plovdiv',
      pt_BR: 'Rua Knyaz Aleksandar I, 31 (entrada pelo pátio), 4000 Plovdiv',
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
      de: 'Eine Bühne unter dem Dach eines Hauses aus der Zeit der Nationalen Wiedergeburt in der Altstadt, eröffnet 2003. Holzbalken, sechzig Plätze und die kühnsten Titel des Spielplans.',
      es: 'Un escenario bajo el tejado de una casa del Renacimiento Nacional búlgaro en el casco antiguo, inaugurado en 2003. Vigas de madera, sesenta butacas y los títulos más atrevidos del repertorio.',
      fr: 'Une scène sous le toit d’une maison de l’époque du Renouveau national, dans la vieille ville, ouverte en 2003. Des poutres en bois, soixante places et les titres les plus audacieux du répertoire.',
      it: 'Un palcoscenico sotto il tetto di una casa del Risorgimento bulgaro nella città vecchia, inaugurato nel 2003. Travi di legno, sessanta posti e i titoli più audaci del repertorio.',
      pt_BR:
        'Um palco sob o telhado de uma casa do Renascimento Nacional búlgaro na Cidade Velha, inaugurado em 2003. Vigas de madeira, sessenta lugares e os títulos mais ousados do repertório.',
    },
    capacity: 60,
    address: {
      bg: 'ул. „Съборна“ 12, Старият град, 4000 Пловдив',
      en: '12 Saborna St., Old Town, 4000 Plovdiv',
      de: 'Saborna-Straße 12, Altstadt, 4000 Plovdiv',
      es: 'Calle Saborna, 12, casco antiguo, 4000 Plovdiv',
      fr: '12, rue Saborna, vieille ville, 4000 Plovdiv',
      it: 'Via Saborna 12, città vecchia, 4000 Plovdiv',
      pt_BR: 'Rua Saborna, 12, Cidade Velha, 4000 Plovdiv',
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
      de: 'Elena Petrova wurde in Haskowo geboren. Sie schloss 2007 ihr Schauspielstudium an der Nationalen Akademie für Theater- und Filmkunst in Sofia ab und debütierte im folgenden Jahr am Foyer als Irina in „Drei Schwestern“.\n\nIm Lauf der Jahre spielte sie Nora, Blanche DuBois und Lady Macbeth; heute ist sie Elmire in „Tartuffe“ und die Titelheldin in Jowkows „Albena“. Sie dreht auch Filme und unterrichtet Schülerinnen und Schüler in Bühnensprechen.',
      es: 'Elena Petrova nació en Haskovo. Se licenció en interpretación en la Academia Nacional de Artes Teatrales y Cinematográficas de Sofía en 2007 y debutó en el Foyer al año siguiente como Irina en «Las tres hermanas».\n\nA lo largo de los años ha interpretado a Nora, Blanche DuBois y Lady Macbeth; hoy es Elmira en «Tartufo» y la protagonista de «Albena», de Yovkov. También trabaja en el cine y enseña dicción escénica a estudiantes de secundaria.',
      fr: 'Elena Petrova est née à Haskovo. Diplômée en art dramatique de l’Académie nationale des arts du théâtre et du cinéma de Sofia en 2007, elle fait ses débuts au Foyer l’année suivante dans le rôle d’Irina des « Trois Sœurs ».\n\nAu fil des ans, elle a joué Nora, Blanche DuBois et Lady Macbeth ; elle est aujourd’hui Elmire dans « Tartuffe » et le rôle-titre d’« Albena » de Yovkov. Elle tourne aussi pour le cinéma et enseigne la diction aux lycéens.',
      it: 'Elena Petrova è nata a Haskovo. Si è diplomata in recitazione all’Accademia nazionale di arte teatrale e cinematografica di Sofia nel 2007 e l’anno seguente ha debuttato al Foyer nel ruolo di Irina nelle «Tre sorelle».\n\nNel corso degli anni ha interpretato Nora, Blanche DuBois e Lady Macbeth; oggi è Elmira nel «Tartufo» e la protagonista di «Albena» di Jovkov. Lavora anche nel cinema e insegna dizione agli studenti delle scuole superiori.',
      pt_BR:
        'Elena Petrova nasceu em Haskovo. Formou-se em atuação pela Academia Nacional de Artes Teatrais e Cinematográficas de Sófia em 2007 e estreou no Foyer no ano seguinte, como Irina em “As três irmãs”.\n\nAo longo dos anos interpretou Nora, Blanche DuBois e Lady Macbeth; hoje é Elmira em “Tartufo” e a protagonista de “Albena”, de Yovkov. Também trabalha no cinema e dá aulas de voz e dicção para alunos do ensino médio.',
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
      de: 'Nikolay Draganov wurde in Stara Sagora geboren. Er schloss 1996 sein Studium an der Nationalen Akademie für Theater- und Filmkunst ab, spielte drei Spielzeiten lang bei einer Tourneebühne und kam 1999 ans Foyer. Seitdem hat er auf den drei Bühnen des Hauses mehr als sechzig Rollen gespielt.\n\nDas Publikum liebt ihn als Malvolio in „Was ihr wollt“ und als Stancho Kvasnikov in „Die Postenjäger“, doch am meisten schätzt er, wie er sagt, den Moment, in dem das Lachen im Saal plötzlich verstummt. Er unterrichtet außerdem Schauspielstudierende.',
      es: 'Nikolay Draganov nació en Stara Zagora. Se licenció en la Academia Nacional de Artes Teatrales y Cinematográficas en 1996, pasó tres temporadas en una compañía itinerante y se incorporó al Foyer en 1999. Desde entonces ha interpretado más de sesenta papeles en los tres escenarios del teatro.\n\nEl público lo adora como Malvolio en «Noche de Reyes» y como Stancho Kvasnikov en «Los cazadores de cargos», pero él dice que el momento que más valora es cuando la risa de la sala se corta de golpe. También enseña interpretación a estudiantes de arte dramático.',
      fr: 'Nikolay Draganov est né à Stara Zagora. Diplômé de l’Académie nationale des arts du théâtre et du cinéma en 1996, il passe trois saisons dans une troupe itinérante et rejoint le Foyer en 1999. Il y a joué depuis plus de soixante rôles sur les trois scènes du théâtre.\n\nLe public l’adore en Malvolio dans « La Nuit des rois » et en Stancho Kvasnikov dans « Les Chasseurs de places », mais le moment qu’il préfère, dit-il, est celui où le rire de la salle s’arrête net. Il enseigne aussi le jeu aux élèves comédiens.',
      it: 'Nikolay Draganov è nato a Stara Zagora. Si è diplomato all’Accademia nazionale di arte teatrale e cinematografica nel 1996, ha trascorso tre stagioni in una compagnia di giro ed è entrato al Foyer nel 1999. Da allora ha interpretato più di sessanta ruoli sui tre palcoscenici del teatro.\n\nIl pubblico lo ama come Malvolio nella «Dodicesima notte» e come Stancho Kvasnikov nei «Cacciatori di posti», ma lui dice che il momento che apprezza di più è quando la risata in sala si spegne all’improvviso. Insegna anche recitazione agli allievi attori.',
      pt_BR:
        'Nikolay Draganov nasceu em Stara Zagora. Formou-se pela Academia Nacional de Artes Teatrais e Cinematográficas em 1996, passou três temporadas em uma companhia itinerante e entrou para o Foyer em 1999. Desde então já interpretou mais de sessenta papéis nos três palcos do teatro.\n\nO público o adora como Malvólio em “Noite de Reis” e como Stancho Kvasnikov em “Os caçadores de cargos”, mas ele diz que o momento que mais valoriza é quando o riso da plateia para de repente. Também dá aulas de atuação a estudantes de teatro.',
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
      de: 'Mirela Stoyanova wurde in Plovdiv in eine Musikerfamilie geboren. Als Kind lernte sie Akkordeon, später studierte sie Schauspiel an der Neuen Bulgarischen Universität. Seit 2015 gehört sie zum Ensemble des Foyer.\n\nSie spielt Mascha in „Die Möwe“ und Marja Antonowna in „Der Revisor“. Sie komponiert Musik für die Inszenierungen des Hauses und singt an freien Abenden mit ihrer eigenen Band in den Clubs des Viertels Kapana.',
      es: 'Mirela Stoyanova nació en Plovdiv en una familia de músicos. De niña aprendió a tocar el acordeón y más tarde estudió interpretación en la Nueva Universidad Búlgara. Forma parte de la compañía del Foyer desde 2015.\n\nInterpreta a Masha en «La gaviota» y a María Antónovna en «El inspector general». Compone música para los montajes del teatro y, en sus noches libres, canta con su propio grupo en los clubes del barrio de Kapana.',
      fr: 'Mirela Stoyanova est née à Plovdiv dans une famille de musiciens. Enfant, elle apprend l’accordéon, puis elle étudie l’art dramatique à la Nouvelle Université bulgare. Elle fait partie de la troupe du Foyer depuis 2015.\n\nElle joue Macha dans « La Mouette » et Maria Antonovna dans « Le Revizor ». Elle compose la musique de spectacles du théâtre et, les soirs de relâche, chante avec son propre groupe dans les clubs du quartier de Kapana.',
      it: 'Mirela Stoyanova è nata a Plovdiv in una famiglia di musicisti. Da bambina ha imparato a suonare la fisarmonica e in seguito ha studiato recitazione alla Nuova Università Bulgara. Fa parte della compagnia del Foyer dal 2015.\n\nInterpreta Maša nel «Gabbiano» e Mar’ja Antonovna nell’«Ispettore generale». Compone musiche per gli spettacoli del teatro e, nelle serate libere, canta con la sua band nei locali del quartiere Kapana.',
      pt_BR:
        'Mirela Stoyanova nasceu em Plovdiv, em uma família de músicos. Aprendeu acordeão ainda criança e mais tarde estudou atuação na Nova Universidade Búlgara. Faz parte da companhia do Foyer desde 2015.\n\nInterpreta Macha em “A gaivota” e Mária Antónovna em “O inspetor geral”. Compõe música para os espetáculos do teatro e, nas noites livres, canta com a sua própria banda nos bares do bairro de Kapana.',
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
      de: 'Georgi Velchev wurde in Plewen geboren. Bevor er an die Nationale Akademie für Theater- und Filmkunst ging, studierte er zwei Jahre Architektur – eine Erfahrung, die ihm nach eigenen Worten noch heute hilft, seine Rollen zu „bauen“. Seit 2004 gehört er zum Ensemble des Foyer.\n\nZu seinen eindrücklichsten Rollen zählen Hamlet, Macbeth und Cyrano. Heute spielt er Trigorin in „Die Möwe“, die Titelrolle in Molières „Tartuffe“ und Kutsar in „Albena“.',
      es: 'Georgi Velchev nació en Pleven. Antes de ingresar en la Academia Nacional de Artes Teatrales y Cinematográficas estudió dos años de arquitectura, una experiencia que, según dice, todavía le ayuda a «construir» sus personajes. Forma parte de la compañía del Foyer desde 2004.\n\nEntre sus papeles más recordados están Hamlet, Macbeth y Cyrano. Hoy interpreta a Trigorin en «La gaviota», al protagonista de «Tartufo» de Molière y a Kutsar en «Albena».',
      fr: 'Georgi Velchev est né à Pleven. Avant d’entrer à l’Académie nationale des arts du théâtre et du cinéma, il a étudié deux ans l’architecture, une expérience qui, dit-il, l’aide encore à « construire » ses rôles. Il fait partie de la troupe du Foyer depuis 2004.\n\nParmi ses rôles les plus marquants figurent Hamlet, Macbeth et Cyrano. Il joue aujourd’hui Trigorine dans « La Mouette », le rôle-titre du « Tartuffe » de Molière et Koutsar dans « Albena ».',
      it: 'Georgi Velchev è nato a Pleven. Prima di entrare all’Accademia nazionale di arte teatrale e cinematografica ha studiato per due anni architettura, un’esperienza che, a suo dire, lo aiuta ancora oggi a «costruire» i suoi personaggi. Fa parte della compagnia del Foyer dal 2004.\n\nTra i suoi ruoli più memorabili ci sono Amleto, Macbeth e Cyrano. Oggi interpreta Trigorin nel «Gabbiano», il protagonista del «Tartufo» di Molière e Kutsar in «Albena».',
      pt_BR:
        'Georgi Velchev nasceu em Pleven. Antes de entrar na Academia Nacional de Artes Teatrais e Cinematográficas, estudou arquitetura por dois anos, experiência que, segundo ele, ainda o ajuda a “construir” seus papéis. Faz parte da companhia do Foyer desde 2004.\n\nEntre seus papéis mais marcantes estão Hamlet, Macbeth e Cyrano. Hoje interpreta Trigórin em “A gaivota”, o papel-título de “Tartufo”, de Molière, e Kutsar em “Albena”.',
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
      de: 'Desislava Marinova wurde in Warna geboren, wo sie neun Jahre lang klassisches Ballett lernte. Nach einer Verletzung wandte sie sich dem Theater zu und schloss ihr Schauspielstudium an der Nationalen Akademie für Theater- und Filmkunst ab. Seit 2012 gehört sie zum Ensemble des Foyer.\n\nSie spielt Viola in „Was ihr wollt“ und Frau Mitternacht im Kinderstück „Der kleine Uhrmacher“. Als Choreografin hat sie an mehr als zehn Inszenierungen des Hauses mitgearbeitet, und im Sommer leitet sie Workshops in Bühnenbewegung.',
      es: 'Desislava Marinova nació en Varna, donde estudió ballet clásico durante nueve años. Tras una lesión se volcó en el teatro y se licenció en interpretación en la Academia Nacional de Artes Teatrales y Cinematográficas. Forma parte de la compañía del Foyer desde 2012.\n\nInterpreta a Viola en «Noche de Reyes» y a la Señora Medianoche en el espectáculo infantil «El pequeño relojero». Como coreógrafa ha trabajado en más de diez montajes del teatro, y en verano imparte talleres de movimiento escénico.',
      fr: 'Desislava Marinova est née à Varna, où elle a étudié la danse classique pendant neuf ans. Après une blessure, elle se tourne vers le théâtre et obtient son diplôme d’art dramatique à l’Académie nationale des arts du théâtre et du cinéma. Elle fait partie de la troupe du Foyer depuis 2012.\n\nElle joue Viola dans « La Nuit des rois » et Madame Minuit dans le spectacle jeune public « Le Petit Horloger ». Chorégraphe, elle a travaillé sur plus de dix spectacles du théâtre et anime l’été des ateliers de mouvement scénique.',
      it: 'Desislava Marinova è nata a Varna, dove ha studiato danza classica per nove anni. Dopo un infortunio si è dedicata al teatro e si è diplomata in recitazione all’Accademia nazionale di arte teatrale e cinematografica. Fa parte della compagnia del Foyer dal 2012.\n\nInterpreta Viola nella «Dodicesima notte» e Madama Mezzanotte nello spettacolo per bambini «Il piccolo orologiaio». Come coreografa ha lavorato a più di dieci spettacoli del teatro e d’estate tiene laboratori di movimento scenico.',
      pt_BR:
        'Desislava Marinova nasceu em Varna, onde estudou balé clássico durante nove anos. Depois de uma lesão, voltou-se para o teatro e formou-se em atuação pela Academia Nacional de Artes Teatrais e Cinematográficas. Está na companhia do Foyer desde 2012.\n\nInterpreta Viola em “Noite de Reis” e Dona Meia-Noite no espetáculo infantil “O pequeno relojoeiro”. Como coreógrafa, trabalhou em mais de dez montagens do teatro e, no verão, conduz oficinas de movimento cênico.',
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
      de: 'Stefan Kalchev wurde in Karlowo geboren. Er schloss sein Studium am Hochschulinstitut für Theaterkunst in Sofia ab und kam nach einigen Spielzeiten an anderen Theatern 1991 ans Foyer. Seitdem hat er mehr als hundert Rollen gespielt, von Lear bis zu unzähligen Onkeln, Dienern und Trinkern, an die sich das Publikum besser erinnert als an die Hauptfiguren.\n\nIm aktuellen Spielplan ist er Doktor Dorn in „Die Möwe“, der Stadthauptmann in „Der Revisor“ und Großvater Vlasyu in „Albena“. Die jüngeren Kollegen nennen ihn „Onkel Stefcho“ und schwören, dass er jedes Brett der Bühne kennt.',
      es: 'Stefan Kalchev nació en Karlovo. Se licenció en el Instituto Superior de Artes Teatrales de Sofía y, tras varias temporadas en otros teatros, llegó al Foyer en 1991. Desde entonces ha interpretado más de cien papeles, desde Lear hasta incontables tíos, criados y borrachos que el público recuerda mejor que a los protagonistas.\n\nEn el repertorio actual es el doctor Dorn en «La gaviota», el alcalde en «El inspector general» y el abuelo Vlasyu en «Albena». Sus compañeros más jóvenes lo llaman «tío Stefcho» y juran que conoce cada tabla del escenario.',
      fr: 'Stefan Kalchev est né à Karlovo. Diplômé de l’Institut supérieur des arts du théâtre de Sofia, il arrive au Foyer en 1991 après plusieurs saisons dans d’autres théâtres. Il a joué depuis plus d’une centaine de rôles, du roi Lear à d’innombrables oncles, valets et ivrognes dont le public se souvient mieux que des premiers rôles.\n\nDans le répertoire actuel, il est le docteur Dorn dans « La Mouette », le gouverneur dans « Le Revizor » et grand-père Vlasyu dans « Albena ». Ses jeunes collègues l’appellent « oncle Stefcho » et jurent qu’il connaît chaque planche de la scène.',
      it: 'Stefan Kalchev è nato a Karlovo. Si è diplomato all’Istituto superiore di arti teatrali di Sofia e, dopo alcune stagioni in altri teatri, è arrivato al Foyer nel 1991. Da allora ha interpretato più di cento ruoli, da Lear a innumerevoli zii, servi e ubriaconi che il pubblico ricorda meglio dei protagonisti.\n\nNel repertorio attuale è il dottor Dorn nel «Gabbiano», il podestà nell’«Ispettore generale» e nonno Vlasyu in «Albena». I colleghi più giovani lo chiamano «zio Stefcho» e giurano che conosce ogni asse del palcoscenico.',
      pt_BR:
        'Stefan Kalchev nasceu em Karlovo. Formou-se pelo Instituto Superior de Artes Teatrais de Sófia e, depois de várias temporadas em outros teatros, chegou ao Foyer em 1991. Desde então interpretou mais de cem papéis, de Lear a incontáveis tios, criados e bêbados de que o público se lembra mais do que dos protagonistas.\n\nNo repertório atual ele é o doutor Dorn em “A gaivota”, o prefeito em “O inspetor geral” e o vovô Vlasyu em “Albena”. Os colegas mais jovens o chamam de “tio Stefcho” e juram que ele conhece cada tábua do palco.',
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
      de: 'Viktoria Nencheva wurde in Burgas geboren. Sie schloss 2019 ihr Studium an der Nationalen Akademie für Theater- und Filmkunst ab und wurde noch im selben Herbst ins Ensemble des Foyer eingeladen, nachdem ihre Abschlussinszenierung in Plovdiv gastiert hatte.\n\nFür ihre Nina Saretschnaja in „Die Möwe“ erhielt sie 2021 den Publikumspreis des Theaters. Sie spielt außerdem den Kuckuck in „Der kleine Uhrmacher“ und fotografiert in ihrer freien Zeit die Proben ihrer Kolleginnen und Kollegen auf Film.',
      es: 'Viktoria Nencheva nació en Burgas. Se licenció en la Academia Nacional de Artes Teatrales y Cinematográficas en 2019 y ese mismo otoño fue invitada a unirse al Foyer, después de que su montaje de fin de carrera se representara en Plovdiv.\n\nSu Nina Zarechnaia en «La gaviota» le valió el Premio del Público del teatro en 2021. También interpreta al Cuco en «El pequeño relojero» y, en su tiempo libre, fotografía en película analógica los ensayos de sus compañeros.',
      fr: 'Viktoria Nencheva est née à Bourgas. Diplômée de l’Académie nationale des arts du théâtre et du cinéma en 2019, elle est invitée à rejoindre le Foyer dès l’automne suivant, après que son spectacle de fin d’études a été joué à Plovdiv.\n\nSa Nina Zaretchnaïa dans « La Mouette » lui a valu le prix du public du théâtre en 2021. Elle joue aussi le Coucou dans « Le Petit Horloger » et, à ses heures perdues, photographie sur pellicule les répétitions de ses collègues.',
      it: 'Viktoria Nencheva è nata a Burgas. Si è diplomata all’Accademia nazionale di arte teatrale e cinematografica nel 2019 e quello stesso autunno è stata invitata a entrare al Foyer, dopo che il suo saggio di diploma era andato in scena a Plovdiv.\n\nLa sua Nina Zarečnaja nel «Gabbiano» le è valsa il Premio del pubblico del teatro nel 2021. Interpreta anche il Cuculo nel «Piccolo orologiaio» e, nel tempo libero, fotografa su pellicola le prove dei colleghi.',
      pt_BR:
        'Viktoria Nencheva nasceu em Burgas. Formou-se pela Academia Nacional de Artes Teatrais e Cinematográficas em 2019 e, naquele mesmo outono, foi convidada a integrar o Foyer, depois que seu espetáculo de formatura se apresentou em Plovdiv.\n\nSua Nina Zariétchnaia em “A gaivota” lhe rendeu o Prêmio do Público do teatro em 2021. Ela também interpreta o Cuco em “O pequeno relojoeiro” e, nas horas vagas, fotografa em filme os ensaios dos colegas.',
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
      de: 'Boyan Tomov wurde in Russe geboren. Er ließ sich zum Puppenspieler ausbilden und verbrachte seine ersten zehn Bühnenjahre zwischen Puppen, Masken und Objekten. 2016 kam er ans Foyer, um in „Pinocchio“ zu spielen, und blieb im Ensemble.\n\nIm aktuellen Spielplan ist er Ossip in „Der Revisor“, Bozduganski in „Die Postenjäger“ und Filip in „Zimmer zu vermieten“. Er hat auch beim Bau der Puppen für „Der kleine Uhrmacher“ mitgeholfen.',
      es: 'Boyan Tomov nació en Ruse. Se formó como actor de teatro de títeres y pasó sus diez primeros años en escena entre marionetas, máscaras y objetos. Llegó al Foyer en 2016 para actuar en «Pinocho» y se quedó en la compañía.\n\nEn el repertorio actual es Osip en «El inspector general», Bozduganski en «Los cazadores de cargos» y Filip en «Se alquilan habitaciones». También ayudó a construir los títeres de «El pequeño relojero».',
      fr: 'Boyan Tomov est né à Roussé. Formé comme comédien marionnettiste, il a passé ses dix premières années sur scène parmi les marionnettes, les masques et les objets. Il est arrivé au Foyer en 2016 pour jouer dans « Pinocchio » et il est resté dans la troupe.\n\nDans le répertoire actuel, il est Ossip dans « Le Revizor », Bozduganski dans « Les Chasseurs de places » et Filip dans « Chambres à louer ». Il a aussi participé à la fabrication des marionnettes du « Petit Horloger ».',
      it: 'Boyan Tomov è nato a Ruse. Si è formato come attore di teatro di figura e ha trascorso i suoi primi dieci anni in scena tra burattini, maschere e oggetti. È arrivato al Foyer nel 2016 per recitare in «Pinocchio» ed è rimasto nella compagnia.\n\nNel repertorio attuale è Osip nell’«Ispettore generale», Bozduganski nei «Cacciatori di posti» e Filip in «Camere in affitto». Ha anche aiutato a costruire i pupazzi del «Piccolo orologiaio».',
      pt_BR:
        'Boyan Tomov nasceu em Ruse. Formou-se como ator de teatro de bonecos e passou seus dez primeiros anos de palco entre bonecos, máscaras e objetos. Chegou ao Foyer em 2016 para atuar em “Pinóquio” e ficou na companhia.\n\nNo repertório atual ele é Óssip em “O inspetor geral”, Bozduganski em “Os caçadores de cargos” e Filip em “Quartos para alugar”. Também ajudou a construir os bonecos de “O pequeno relojoeiro”.',
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
      de: 'Radostina Ilieva wurde in Plovdiv geboren und verfolgte als Schülerin die Vorstellungen des Foyer von der letzten Reihe des Rangs aus. Sie schloss ihr Studium am Hochschulinstitut für Theaterkunst in Sofia ab, arbeitete einige Jahre in der Hauptstadt und kehrte 1996 in ihre Heimatstadt zurück.\n\nSie spielte Medea, Frau Alving und Königin Gertrud. Heute ist sie Irina Arkadina in „Die Möwe“ und Anna Andrejewna in „Der Revisor“ – zwei Frauen, die nach ihren Worten mehr gemeinsam haben, als man denkt.',
      es: 'Radostina Ilieva nació en Plovdiv y, de colegiala, veía los montajes del Foyer desde la última fila del anfiteatro. Se licenció en el Instituto Superior de Artes Teatrales de Sofía, trabajó varios años en la capital y en 1996 volvió a su ciudad natal.\n\nHa interpretado a Medea, a la señora Alving y a la reina Gertrudis. Hoy es Irina Arkádina en «La gaviota» y Anna Andréyevna en «El inspector general», dos mujeres que, según dice, tienen más en común de lo que parece.',
      fr: 'Radostina Ilieva est née à Plovdiv et, écolière, suivait les spectacles du Foyer depuis le dernier rang du balcon. Diplômée de l’Institut supérieur des arts du théâtre de Sofia, elle a travaillé plusieurs années dans la capitale avant de revenir dans sa ville natale en 1996.\n\nElle a joué Médée, Mme Alving et la reine Gertrude. Elle est aujourd’hui Irina Arkadina dans « La Mouette » et Anna Andreïevna dans « Le Revizor », deux femmes qui, dit-elle, ont plus en commun qu’il n’y paraît.',
      it: 'Radostina Ilieva è nata a Plovdiv e da ragazzina seguiva gli spettacoli del Foyer dall’ultima fila della galleria. Si è diplomata all’Istituto superiore di arti teatrali di Sofia, ha lavorato per alcuni anni nella capitale e nel 1996 è tornata nella sua città.\n\nHa interpretato Medea, la signora Alving e la regina Gertrude. Oggi è Irina Arkadina nel «Gabbiano» e Anna Andreevna nell’«Ispettore generale», due donne che, dice, hanno più cose in comune di quanto sembri.',
      pt_BR:
        'Radostina Ilieva nasceu em Plovdiv e, quando estudante, assistia aos espetáculos do Foyer da última fila do balcão. Formou-se pelo Instituto Superior de Artes Teatrais de Sófia, trabalhou alguns anos na capital e voltou à sua cidade natal em 1996.\n\nInterpretou Medeia, a senhora Alving e a rainha Gertrudes. Hoje é Irina Arkádina em “A gaivota” e Anna Andréievna em “O inspetor geral”, duas mulheres que, segundo ela, têm mais em comum do que parece.',
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
      de: 'Kaloyan Dimitrov wurde in Sliwen geboren. Er schloss 2021 sein Studium an der Nationalen Akademie für Theater- und Filmkunst ab und debütierte im selben Jahr auf der Kammerbühne als Konstantin Treplew in „Die Möwe“ – eine Rolle, mit der er sofort die Aufmerksamkeit der Kritik auf sich zog.\n\nEr spielt außerdem Senebirski in „Albena“ und den Lehrling Tiko in „Der kleine Uhrmacher“. Er schreibt Gedichte und veröffentlichte 2024 seinen ersten Band.',
      es: 'Kaloyan Dimitrov nació en Sliven. Se licenció en la Academia Nacional de Artes Teatrales y Cinematográficas en 2021 y ese mismo año debutó en la Sala de Cámara como Konstantín Tréplev en «La gaviota», un papel que enseguida atrajo la atención de la crítica.\n\nTambién interpreta a Senebirski en «Albena» y al aprendiz Tiko en «El pequeño relojero». Escribe poesía y publicó su primer poemario en 2024.',
      fr: 'Kaloyan Dimitrov est né à Sliven. Diplômé de l’Académie nationale des arts du théâtre et du cinéma en 2021, il fait ses débuts la même année sur la Petite Salle dans le rôle de Constantin Treplev de « La Mouette », qui attire aussitôt l’attention de la critique.\n\nIl joue aussi Senebirski dans « Albena » et l’apprenti Tiko dans « Le Petit Horloger ». Il écrit de la poésie et a publié son premier recueil en 2024.',
      it: 'Kaloyan Dimitrov è nato a Sliven. Si è diplomato all’Accademia nazionale di arte teatrale e cinematografica nel 2021 e quello stesso anno ha debuttato in Sala Piccola come Konstantin Treplëv nel «Gabbiano», un ruolo che ha subito attirato l’attenzione della critica.\n\nInterpreta anche Senebirski in «Albena» e l’apprendista Tiko nel «Piccolo orologiaio». Scrive poesie e nel 2024 ha pubblicato la sua prima raccolta.',
      pt_BR:
        'Kaloyan Dimitrov nasceu em Sliven. Formou-se pela Academia Nacional de Artes Teatrais e Cinematográficas em 2021 e, no mesmo ano, estreou no Palco de Câmara como Konstantin Tréplev em “A gaivota”, papel que logo chamou a atenção da crítica.\n\nTambém interpreta Senebirski em “Albena” e o aprendiz Tiko em “O pequeno relojoeiro”. Escreve poesia e publicou seu primeiro livro de poemas em 2024.',
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
      de: 'Tsvetelina Angelova wurde in Pasardschik geboren. Sie studierte Schauspiel an der Neuen Bulgarischen Universität und gehört seit 2010 zum Ensemble des Foyer. Schon ihre ersten Rollen machten sie zu einer der komischsten Schauspielerinnen des Hauses.\n\nSie spielt Gräfin Olivia in „Was ihr wollt“ und Frau Terziyska in „Die Postenjäger“. Kinder kennen ihre Stimme aus Dutzenden synchronisierter Zeichentrickfilme, und seit 2022 moderiert sie den Podcast des Theaters.',
      es: 'Tsvetelina Angelova nació en Pazardzhik. Estudió interpretación en la Nueva Universidad Búlgara y forma parte de la compañía del Foyer desde 2010. Ya sus primeros papeles la consagraron como una de las actrices más divertidas del teatro.\n\nInterpreta a la condesa Olivia en «Noche de Reyes» y a la señora Terziyska en «Los cazadores de cargos». Los niños conocen su voz por decenas de películas de animación dobladas, y desde 2022 presenta el pódcast del teatro.',
      fr: 'Tsvetelina Angelova est née à Pazardjik. Elle a étudié l’art dramatique à la Nouvelle Université bulgare et fait partie de la troupe du Foyer depuis 2010. Dès ses premiers rôles, elle s’est imposée comme l’une des comédiennes les plus drôles du théâtre.\n\nElle joue la comtesse Olivia dans « La Nuit des rois » et Madame Terziyska dans « Les Chasseurs de places ». Les enfants connaissent sa voix grâce à des dizaines de films d’animation doublés, et depuis 2022 elle anime le podcast du théâtre.',
      it: 'Tsvetelina Angelova è nata a Pazardzhik. Ha studiato recitazione alla Nuova Università Bulgara e fa parte della compagnia del Foyer dal 2010. Già i suoi primi ruoli l’hanno imposta come una delle attrici più divertenti del teatro.\n\nInterpreta la contessa Olivia nella «Dodicesima notte» e la signora Terziyska nei «Cacciatori di posti». I bambini conoscono la sua voce da decine di film d’animazione doppiati, e dal 2022 conduce il podcast del teatro.',
      pt_BR:
        'Tsvetelina Angelova nasceu em Pazardzhik. Estudou atuação na Nova Universidade Búlgara e faz parte da companhia do Foyer desde 2010. Já nos primeiros papéis se firmou como uma das atrizes mais engraçadas do teatro.\n\nInterpreta a condessa Olívia em “Noite de Reis” e Dona Terziyska em “Os caçadores de cargos”. As crianças conhecem sua voz de dezenas de animações dubladas, e desde 2022 ela apresenta o podcast do teatro.',
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
      de: 'Petar Hristozov wurde in Assenowgrad geboren. Er schloss sein Studium an der Nationalen Akademie für Theater- und Filmkunst ab, spielte einige Spielzeiten an einem Tourneetheater und kam 2001 ans Foyer. Seine große Statur und seine sanfte Stimme machen ihn als König ebenso glaubwürdig wie als Koch oder gutmütiger Riese.\n\nIm aktuellen Spielplan ist er Sir Toby Rülp in „Was ihr wollt“, Orgon in „Tartuffe“ und Meister Marin in „Der kleine Uhrmacher“. Seit 2009 leitet er das Kindertheaterstudio des Hauses, durch das schon Hunderte Plovdiver Kinder gegangen sind.',
      es: 'Petar Hristozov nació en Asenovgrad. Se licenció en la Academia Nacional de Artes Teatrales y Cinematográficas, pasó varias temporadas en un teatro itinerante y se incorporó al Foyer en 2001. Su gran envergadura y su voz suave lo hacen igual de convincente como rey, como cocinero o como gigante bonachón.\n\nEn el repertorio actual es Sir Toby Belch en «Noche de Reyes», Orgón en «Tartufo» y el maestro Marin en «El pequeño relojero». Desde 2009 dirige el estudio de teatro infantil del Foyer, por el que han pasado cientos de niños de Plovdiv.',
      fr: 'Petar Hristozov est né à Assenovgrad. Diplômé de l’Académie nationale des arts du théâtre et du cinéma, il a joué plusieurs saisons dans un théâtre itinérant avant de rejoindre le Foyer en 2001. Sa haute carrure et sa voix douce le rendent aussi crédible en roi qu’en cuisinier ou en géant au grand cœur.\n\nDans le répertoire actuel, il est Sir Toby Belch dans « La Nuit des rois », Orgon dans « Tartuffe » et Maître Marin dans « Le Petit Horloger ». Depuis 2009, il dirige l’atelier théâtre pour enfants du Foyer, par lequel sont passés des centaines de petits Plovdiviens.',
      it: 'Petar Hristozov è nato ad Asenovgrad. Si è diplomato all’Accademia nazionale di arte teatrale e cinematografica, ha recitato per alcune stagioni in un teatro itinerante ed è entrato al Foyer nel 2001. La sua corporatura imponente e la voce morbida lo rendono convincente tanto nei panni di un re quanto in quelli di un cuoco o di un gigante buono.\n\nNel repertorio attuale è Sir Toby Belch nella «Dodicesima notte», Orgone nel «Tartufo» e Mastro Marin nel «Piccolo orologiaio». Dal 2009 dirige il laboratorio teatrale per bambini del Foyer, da cui sono passati centinaia di bambini di Plovdiv.',
      pt_BR:
        'Petar Hristozov nasceu em Asenovgrad. Formou-se pela Academia Nacional de Artes Teatrais e Cinematográficas, atuou várias temporadas em um teatro itinerante e entrou para o Foyer em 2001. Seu porte grande e sua voz suave o tornam igualmente convincente como rei, cozinheiro ou gigante bondoso.\n\nNo repertório atual ele é Sir Toby Belch em “Noite de Reis”, Orgon em “Tartufo” e Mestre Marin em “O pequeno relojoeiro”. Desde 2009 dirige o estúdio de teatro infantil do Foyer, por onde já passaram centenas de crianças de Plovdiv.',
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
      de: 'Yoana Shishkova wurde in Smoljan geboren. Sie schloss 2022 ihr Studium an der Nationalen Akademie für Theater- und Filmkunst ab und erhielt gleich in ihrer ersten Spielzeit am Foyer die Hauptrolle im neuen bulgarischen Stück „Zimmer zu vermieten“.\n\nSie spielt Ana in „Zimmer zu vermieten“ und Mariane in „Tartuffe“. Sie spricht fließend Spanisch und Portugiesisch, was bei den internationalen Projekten und Gastspielen des Theaters sehr gelegen kommt.',
      es: 'Yoana Shishkova nació en Smolyan. Se licenció en la Academia Nacional de Artes Teatrales y Cinematográficas en 2022 y, en su primerísima temporada en el Foyer, obtuvo el papel protagonista de la nueva obra búlgara «Se alquilan habitaciones».\n\nInterpreta a Ana en «Se alquilan habitaciones» y a Mariana en «Tartufo». Habla español y portugués con fluidez, algo que resulta muy útil en los proyectos internacionales y las giras del teatro.',
      fr: 'Yoana Shishkova est née à Smolyan. Diplômée de l’Académie nationale des arts du théâtre et du cinéma en 2022, elle a obtenu dès sa toute première saison au Foyer le rôle principal de la nouvelle pièce bulgare « Chambres à louer ».\n\nElle joue Ana dans « Chambres à louer » et Mariane dans « Tartuffe ». Elle parle couramment l’espagnol et le portugais, ce qui est bien utile lors des projets internationaux et des tournées du théâtre.',
      it: 'Yoana Shishkova è nata a Smoljan. Si è diplomata all’Accademia nazionale di arte teatrale e cinematografica nel 2022 e, già nella sua prima stagione al Foyer, ha ottenuto il ruolo principale nella nuova commedia bulgara «Camere in affitto».\n\nInterpreta Ana in «Camere in affitto» e Marianna nel «Tartufo». Parla correntemente spagnolo e portoghese, cosa che torna utile nei progetti internazionali e nelle tournée del teatro.',
      pt_BR:
        'Yoana Shishkova nasceu em Smolyan. Formou-se pela Academia Nacional de Artes Teatrais e Cinematográficas em 2022 e, logo na sua primeira temporada no Foyer, foi escalada para o papel principal da nova peça búlgara “Quartos para alugar”.\n\nInterpreta Ana em “Quartos para alugar” e Mariana em “Tartufo”. Fala espanhol e português fluentemente, o que vem bem a calhar nos projetos internacionais e nas turnês do teatro.',
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
      de: 'Asen Rusev wurde in Jambol geboren. Bis zu seinem zwanzigsten Lebensjahr focht er im Wettkampf, dann entdeckte er das Theater. Er schloss sein Studium an der Nationalen Akademie für Theater- und Filmkunst ab und gehört seit 2013 zum Ensemble des Foyer.\n\nEr spielt Herzog Orsino in „Was ihr wollt“, Minister Baltov in „Die Postenjäger“ und Nyagul in „Albena“. Als Fechtmeister hat er an allen Inszenierungen des Hauses mit Duellen und Raufereien mitgewirkt, von Shakespeare bis Dumas.',
      es: 'Asen Rusev nació en Yambol. Compitió en esgrima hasta los veinte años, cuando descubrió el teatro. Se licenció en la Academia Nacional de Artes Teatrales y Cinematográficas y forma parte de la compañía del Foyer desde 2013.\n\nInterpreta al duque Orsino en «Noche de Reyes», al ministro Baltov en «Los cazadores de cargos» y a Nyagul en «Albena». Como maestro de armas ha trabajado en todos los montajes del teatro con duelos y peleas, de Shakespeare a Dumas.',
      fr: 'Asen Rusev est né à Yambol. Escrimeur de compétition jusqu’à vingt ans, il découvre alors le théâtre. Diplômé de l’Académie nationale des arts du théâtre et du cinéma, il fait partie de la troupe du Foyer depuis 2013.\n\nIl joue le duc Orsino dans « La Nuit des rois », le ministre Baltov dans « Les Chasseurs de places » et Nyagoul dans « Albena ». Maître d’armes, il a réglé les combats de tous les spectacles du théâtre où l’on se bat en duel ou à coups de poing, de Shakespeare à Dumas.',
      it: 'Asen Rusev è nato a Jambol. Ha tirato di scherma a livello agonistico fino ai vent’anni, quando ha scoperto il teatro. Si è diplomato all’Accademia nazionale di arte teatrale e cinematografica e fa parte della compagnia del Foyer dal 2013.\n\nInterpreta il duca Orsino nella «Dodicesima notte», il ministro Baltov nei «Cacciatori di posti» e Nyagul in «Albena». Come maestro d’armi ha lavorato a tutti gli spettacoli del teatro con duelli e zuffe, da Shakespeare a Dumas.',
      pt_BR:
        'Asen Rusev nasceu em Yambol. Competiu em esgrima até os vinte anos, quando descobriu o teatro. Formou-se pela Academia Nacional de Artes Teatrais e Cinematográficas e faz parte da companhia do Foyer desde 2013.\n\nInterpreta o duque Orsino em “Noite de Reis”, o ministro Baltov em “Os caçadores de cargos” e Nyagul em “Albena”. Como diretor de lutas, trabalhou em todas as montagens do teatro com duelos e brigas, de Shakespeare a Dumas.',
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
      de: 'Lilyana Gospodinova wurde in Dimitrowgrad geboren. Sie schloss ihr Studium am Hochschulinstitut für Theaterkunst in Sofia ab, arbeitete an mehreren Theatern als Schauspielerin und Regieassistentin und kam 1994 ans Foyer, wo sie seit mehr als drei Jahrzehnten geblieben ist.\n\nDas Publikum verehrt sie als Dorine in „Tartuffe“, die Zofe, die alles weiß und alles sagt. Sie spielt außerdem Oma Dona in „Die Postenjäger“ und Rayna in „Zimmer zu vermieten“, eine Rolle, die die Autorin Vera Tancheva eigens für sie geschrieben hat.',
      es: 'Lilyana Gospodinova nació en Dimitrovgrad. Se licenció en el Instituto Superior de Artes Teatrales de Sofía, trabajó como actriz y ayudante de dirección en varios teatros y en 1994 llegó al Foyer, donde lleva más de tres décadas.\n\nEl público la adora como Dorina en «Tartufo», la criada que lo sabe todo y lo dice todo. También interpreta a la abuela Dona en «Los cazadores de cargos» y a Rayna en «Se alquilan habitaciones», un papel que la dramaturga Vera Tancheva escribió especialmente para ella.',
      fr: 'Lilyana Gospodinova est née à Dimitrovgrad. Diplômée de l’Institut supérieur des arts du théâtre de Sofia, elle a été comédienne et assistante à la mise en scène dans plusieurs théâtres avant d’arriver en 1994 au Foyer, où elle est restée plus de trois décennies.\n\nLe public l’adore en Dorine dans « Tartuffe », la servante qui sait tout et dit tout. Elle joue aussi grand-mère Dona dans « Les Chasseurs de places » et Rayna dans « Chambres à louer », un rôle que l’autrice Vera Tancheva a écrit tout spécialement pour elle.',
      it: 'Lilyana Gospodinova è nata a Dimitrovgrad. Si è diplomata all’Istituto superiore di arti teatrali di Sofia, ha lavorato come attrice e aiuto regista in diversi teatri e nel 1994 è arrivata al Foyer, dove è rimasta per oltre tre decenni.\n\nIl pubblico la adora come Dorina nel «Tartufo», la serva che sa tutto e dice tutto. Interpreta anche nonna Dona nei «Cacciatori di posti» e Rayna in «Camere in affitto», un ruolo che la drammaturga Vera Tancheva ha scritto apposta per lei.',
      pt_BR:
        'Lilyana Gospodinova nasceu em Dimitrovgrad. Formou-se pelo Instituto Superior de Artes Teatrais de Sófia, trabalhou como atriz e assistente de direção em vários teatros e chegou ao Foyer em 1994, onde está há mais de três décadas.\n\nO público a adora como Dorina em “Tartufo”, a criada que sabe tudo e diz tudo. Também interpreta a vovó Dona em “Os caçadores de cargos” e Rayna em “Quartos para alugar”, papel que a dramaturga Vera Tancheva escreveu especialmente para ela.',
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
      de: 'Martin Yankov wurde in Gabrowo geboren, einer Stadt, die – wie er sagt – zum Humor verpflichtet. Er lernte Clownerie und physisches Theater und gründete nach seinem Abschluss an der Nationalen Akademie für Theater- und Filmkunst eine Improvisationstruppe, mit der er durchs Land tourte. Seit 2018 gehört er zum Ensemble des Foyer.\n\nEr spielt den Narren Feste in „Was ihr wollt“ und Chlestakow in „Der Revisor“. Er moderiert die Improvisationsabende auf der Dachbühne, die stets binnen weniger Stunden ausverkauft sind.',
      es: 'Martin Yankov nació en Gabrovo, una ciudad que, como él dice, obliga a tener sentido del humor. Estudió clown y teatro físico y, tras licenciarse en la Academia Nacional de Artes Teatrales y Cinematográficas, fundó una compañía de improvisación con la que recorrió el país. Forma parte de la compañía del Foyer desde 2018.\n\nInterpreta al bufón Feste en «Noche de Reyes» y a Jlestakov en «El inspector general». Presenta las noches de improvisación de la Sala del Desván, que siempre agotan las entradas en pocas horas.',
      fr: 'Martin Yankov est né à Gabrovo, une ville qui, comme il le dit, oblige à avoir de l’humour. Il a étudié le clown et le théâtre physique et, après son diplôme de l’Académie nationale des arts du théâtre et du cinéma, il a fondé une troupe d’improvisation qui a sillonné le pays. Il fait partie de la troupe du Foyer depuis 2018.\n\nIl joue le bouffon Feste dans « La Nuit des rois » et Khlestakov dans « Le Revizor ». Il anime les soirées d’improvisation de la Scène du Grenier, qui affichent invariablement complet en quelques heures.',
      it: 'Martin Yankov è nato a Gabrovo, una città che, come dice lui, obbliga ad avere senso dell’umorismo. Ha studiato clownerie e teatro fisico e, dopo il diploma all’Accademia nazionale di arte teatrale e cinematografica, ha fondato una compagnia di improvvisazione con cui ha girato il paese. Fa parte della compagnia del Foyer dal 2018.\n\nInterpreta il buffone Feste nella «Dodicesima notte» e Chlestakov nell’«Ispettore generale». Conduce le serate di improvvisazione nella Sala della Soffitta, che immancabilmente vanno esaurite in poche ore.',
      pt_BR:
        'Martin Yankov nasceu em Gabrovo, uma cidade que, como ele diz, obriga a ter senso de humor. Estudou palhaçaria e teatro físico e, depois de se formar pela Academia Nacional de Artes Teatrais e Cinematográficas, fundou uma trupe de improviso que percorreu o país. Está na companhia do Foyer desde 2018.\n\nInterpreta o bobo Feste em “Noite de Reis” e Khlestakov em “O inspetor geral”. Apresenta as noites de improviso no Palco do Sótão, que invariavelmente esgotam em poucas horas.',
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
      de: 'Auf einem Landgut am See führt der junge Konstantin Treplew seiner Familie sein erstes Stück vor: einen seltsamen Monolog über die Weltseele, gesprochen von Nina Saretschnaja, dem Mädchen, das er liebt. Seine Mutter, die gefeierte Schauspielerin Irina Arkadina, macht aus ihrer Verachtung kein Geheimnis, und die Aufführung bricht ab, bevor sie zu Ende ist.\n\nNina ist geblendet von Arkadinas Begleiter, dem berühmten Schriftsteller Boris Trigorin, der in ihr den Stoff für eine Erzählung sieht. Mascha sehnt sich nach Konstantin, Doktor Dorn beobachtet sie alle mit stiller Ironie, und eine am See geschossene Möwe wird zum Zeichen für die Leben, die bald zerbrechen werden.\n\nZwei Jahre später kommen sie im selben Haus wieder zusammen. Nina kehrt zurück, gezeichnet vom Verlassenwerden und vom harten Leben einer Provinzschauspielerin, und glaubt dennoch an ihre Berufung; Konstantin ist ein gedruckter Autor geworden, findet aber ohne sie keinen Sinn. Ivaylo Manolovs Inszenierung auf der Kammerbühne bringt das Publikum so nah an die Schauspieler, dass jede Pause wie ein Schuss klingt.',
      es: 'En una finca junto a un lago, el joven Konstantín Tréplev estrena ante su familia su primera obra: un extraño monólogo sobre el alma universal, interpretado por Nina Zarechnaia, la muchacha a la que ama. Su madre, la célebre actriz Irina Arkádina, no oculta su desdén, y la función se viene abajo antes de terminar.\n\nNina queda deslumbrada por el acompañante de Arkádina, el famoso escritor Borís Trigorin, que ve en ella el argumento de un relato. Masha suspira por Konstantín, el doctor Dorn los observa a todos con serena ironía, y una gaviota abatida junto al lago se convierte en el presagio de las vidas que están a punto de romperse.\n\nDos años después vuelven a reunirse en la misma casa. Nina regresa marcada por el abandono y por la dura vida de una actriz de provincias, pero sigue creyendo en su vocación; Konstantín se ha convertido en un autor publicado, pero sin ella no encuentra sentido a nada. El montaje de Ivaylo Manolov en la Sala de Cámara acerca tanto al público a los actores que cada pausa suena como un disparo.',
      fr: 'Dans une propriété de campagne au bord d’un lac, le jeune Constantin Treplev présente à sa famille sa première pièce : un étrange monologue sur l’âme universelle, dit par Nina Zaretchnaïa, la jeune fille qu’il aime. Sa mère, la célèbre actrice Irina Arkadina, ne cache pas son mépris, et la représentation s’effondre avant la fin.\n\nNina est éblouie par le compagnon d’Arkadina, le célèbre écrivain Boris Trigorine, qui voit en elle le sujet d’une nouvelle. Macha se languit de Constantin, le docteur Dorn les observe tous avec une ironie tranquille, et une mouette abattue au bord du lac devient le signe des vies qui vont se briser.\n\nDeux ans plus tard, ils se retrouvent dans la même maison. Nina revient, meurtrie par l’abandon et par la dure vie d’une actrice de province, mais croit toujours en sa vocation ; Constantin est devenu un auteur publié, mais sans elle rien n’a de sens. La mise en scène d’Ivaylo Manolov, sur la Petite Salle, place le public si près des comédiens que chaque silence résonne comme un coup de feu.',
      it: 'In una tenuta di campagna in riva a un lago, il giovane Konstantin Treplëv mette in scena per la famiglia la sua prima opera: uno strano monologo sull’anima universale, recitato da Nina Zarečnaja, la ragazza che ama. Sua madre, la celebre attrice Irina Arkadina, non nasconde il suo disprezzo, e la rappresentazione crolla prima della fine.\n\nNina è abbagliata dal compagno dell’Arkadina, il famoso scrittore Boris Trigorin, che vede in lei lo spunto per un racconto. Maša si strugge per Konstantin, il dottor Dorn li osserva tutti con pacata ironia, e un gabbiano ucciso sul lago diventa il segno delle vite che stanno per spezzarsi.\n\nDue anni dopo si ritrovano nella stessa casa. Nina ritorna, segnata dall’abbandono e dalla dura vita di un’attrice di provincia, ma crede ancora nella sua vocazione; Konstantin è diventato uno scrittore pubblicato, ma senza di lei non trova alcun senso. La regia di Ivaylo Manolov in Sala Piccola porta il pubblico così vicino agli attori che ogni pausa risuona come uno sparo.',
      pt_BR:
        'Numa propriedade rural à beira de um lago, o jovem Konstantin Tréplev apresenta à família a sua primeira peça: um estranho monólogo sobre a alma do mundo, interpretado por Nina Zariétchnaia, a moça que ele ama. Sua mãe, a célebre atriz Irina Arkádina, não esconde o desdém, e a apresentação desmorona antes do fim.\n\nNina fica deslumbrada com o companheiro de Arkádina, o famoso escritor Boris Trigórin, que vê nela o tema de um conto. Macha sofre por Konstantin, o doutor Dorn observa todos com uma ironia tranquila, e uma gaivota abatida no lago se torna o sinal das vidas que estão prestes a se partir.\n\nDois anos depois, eles se reencontram na mesma casa. Nina volta marcada pelo abandono e pela vida dura de atriz de província, mas ainda acredita na sua vocação; Konstantin se tornou um autor publicado, mas sem ela não encontra sentido em nada. A montagem de Ivaylo Manolov no Palco de Câmara aproxima tanto o público dos atores que cada pausa soa como um tiro.',
    },
    author: {
      bg: 'Антон Павлович Чехов',
      en: 'Anton Chekhov',
      de: 'Anton Tschechow',
      es: 'Antón Chéjov',
      fr: 'Anton Tchekhov',
      it: 'Anton Čechov',
      pt_BR: 'Anton Tchekhov',
    },
    director: { bg: 'Ивайло Манолов', en: 'Ivaylo Manolov' },
    durationMinutes: 150,
    ageRating: '14+',
    premiereYear: 2021,
    stageSlug: 'chamber-stage',
    cast: [
      {
        actorSlug: 'radostina-ilieva',
        character: {
          bg: 'Ирина Аркадина',
          en: 'Irina Arkadina',
          de: 'Irina Arkadina',
          es: 'Irina Arkádina',
          fr: 'Irina Arkadina',
          it: 'Irina Arkadina',
          pt_BR: 'Irina Arkádina',
        },
      },
      {
        actorSlug: 'kaloyan-dimitrov',
        character: {
          bg: 'Константин Треплев',
          en: 'Konstantin Treplev',
          de: 'Konstantin Treplew',
          es: 'Konstantín Tréplev',
          fr: 'Constantin Treplev',
          it: 'Konstantin Treplëv',
          pt_BR: 'Konstantin Tréplev',
        },
      },
      {
        actorSlug: 'viktoria-nencheva',
        character: {
          bg: 'Нина Заречна',
          en: 'Nina Zarechnaya',
          de: 'Nina Saretschnaja',
          es: 'Nina Zarechnaia',
          fr: 'Nina Zaretchnaïa',
          it: 'Nina Zarečnaja',
          pt_BR: 'Nina Zariétchnaia',
        },
      },
      {
        actorSlug: 'georgi-velchev',
        character: {
          bg: 'Борис Тригорин',
          en: 'Boris Trigorin',
          de: 'Boris Trigorin',
          es: 'Borís Trigorin',
          fr: 'Boris Trigorine',
          it: 'Boris Trigorin',
          pt_BR: 'Boris Trigórin',
        },
      },
      {
        actorSlug: 'mirela-stoyanova',
        character: { bg: 'Маша', en: 'Masha', de: 'Mascha', es: 'Masha', fr: 'Macha', it: 'Maša', pt_BR: 'Macha' },
      },
      {
        actorSlug: 'stefan-kalchev',
        character: {
          bg: 'Евгений Дорн',
          en: 'Yevgeny Dorn',
          de: 'Jewgeni Dorn',
          es: 'Yevgueni Dorn',
          fr: 'Evgueni Dorn',
          it: 'Evgenij Dorn',
          pt_BR: 'Ievguêni Dorn',
        },
      },
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
      de: 'Nach einem Schiffbruch an der Küste Illyriens glaubt Viola, ihr Zwillingsbruder Sebastian sei ertrunken. Als junger Mann verkleidet und unter dem Namen Cesario tritt sie in die Dienste des Herzogs Orsino und verliebt sich bald in ihn.\n\nOrsino schickt sie, um in seinem Namen um Gräfin Olivia zu werben – und Olivia verliebt sich stattdessen in den jungen Boten. Unterdessen spielen Sir Toby Rülp und seine Kumpane im Haus der Gräfin dem aufgeblasenen Haushofmeister Malvolio einen grausamen Streich, während der Narr Feste singt und die Torheiten aller kommentiert.\n\nAls Sebastian lebend auftaucht, erreicht die Verwirrung ihren Höhepunkt, bevor die Liebenden endlich zueinanderfinden. Regisseurin Galina Boyadzhieva verwandelt die Große Bühne in eine Karnevalsinsel voller Livemusik und lässt unter der Heiterkeit die Melancholie einer von Shakespeares zärtlichsten Komödien hörbar werden.',
      es: 'Tras naufragar en la costa de Iliria, Viola cree que su hermano gemelo Sebastián se ha ahogado. Disfrazada de joven y con el nombre de Cesario, entra al servicio del duque Orsino y pronto se enamora de él.\n\nOrsino la envía a cortejar en su nombre a la condesa Olivia, pero Olivia se enamora del joven mensajero. Mientras tanto, en casa de la condesa, Sir Toby Belch y sus compinches le gastan una broma cruel al pomposo mayordomo Malvolio, y el bufón Feste canta y comenta la locura de todos.\n\nCuando Sebastián aparece con vida, el enredo llega a su punto culminante antes de que los enamorados por fin se emparejen. La directora Galina Boyadzhieva convierte la Sala Principal en una isla de carnaval llena de música en directo y, bajo la alegría, deja oír la melancolía de una de las comedias más tiernas de Shakespeare.',
      fr: 'Naufragée sur les côtes d’Illyrie, Viola croit que son frère jumeau Sébastien s’est noyé. Déguisée en jeune homme sous le nom de Césario, elle entre au service du duc Orsino et tombe bientôt amoureuse de lui.\n\nOrsino l’envoie courtiser pour lui la comtesse Olivia, qui s’éprend à la place du jeune messager. Pendant ce temps, chez la comtesse, Sir Toby Belch et ses compères jouent un tour cruel au pompeux intendant Malvolio, tandis que le bouffon Feste chante et commente la folie de chacun.\n\nQuand Sébastien réapparaît vivant, la confusion atteint son comble avant que les amoureux ne forment enfin leurs couples. La metteuse en scène Galina Boyadzhieva transforme la Grande Salle en une île de carnaval pleine de musique live et laisse entendre, sous la gaieté, la mélancolie de l’une des comédies les plus tendres de Shakespeare.',
      it: 'Naufragata sulle coste dell’Illiria, Viola crede che il fratello gemello Sebastian sia annegato. Travestita da giovane uomo e col nome di Cesario, entra al servizio del duca Orsino e presto se ne innamora.\n\nOrsino la manda a corteggiare per conto suo la contessa Olivia, che invece si innamora del giovane messaggero. Intanto, a casa della contessa, Sir Toby Belch e i suoi compari giocano un tiro crudele al pomposo maggiordomo Malvolio, mentre il buffone Feste canta e commenta la follia di tutti.\n\nQuando Sebastian ricompare vivo, l’equivoco tocca il culmine prima che gli innamorati finalmente si ritrovino in coppia. La regista Galina Boyadzhieva trasforma la Sala Grande in un’isola di carnevale piena di musica dal vivo e, sotto l’allegria, lascia sentire la malinconia di una delle commedie più tenere di Shakespeare.',
      pt_BR:
        'Depois de um naufrágio na costa da Ilíria, Viola acredita que seu irmão gêmeo, Sebastião, se afogou. Disfarçada de rapaz e usando o nome de Cesário, ela entra para o serviço do duque Orsino e logo se apaixona por ele.\n\nOrsino a envia para cortejar em seu nome a condessa Olívia, que acaba se apaixonando pelo jovem mensageiro. Enquanto isso, na casa da condessa, Sir Toby Belch e seus comparsas pregam uma peça cruel no pomposo mordomo Malvólio, e o bobo Feste canta e comenta a loucura de todos.\n\nQuando Sebastião aparece vivo, a confusão chega ao auge antes que os apaixonados finalmente formem seus pares. A diretora Galina Boyadzhieva transforma o Palco Principal numa ilha de carnaval cheia de música ao vivo e, sob a alegria, deixa ouvir a melancolia de uma das comédias mais ternas de Shakespeare.',
    },
    author: {
      bg: 'Уилям Шекспир',
      en: 'William Shakespeare',
      de: 'William Shakespeare',
      es: 'William Shakespeare',
      fr: 'William Shakespeare',
      it: 'William Shakespeare',
      pt_BR: 'William Shakespeare',
    },
    director: { bg: 'Галина Бояджиева', en: 'Galina Boyadzhieva' },
    durationMinutes: 165,
    ageRating: '12+',
    premiereYear: 2019,
    stageSlug: 'main-stage',
    cast: [
      {
        actorSlug: 'desislava-marinova',
        character: { bg: 'Виола', en: 'Viola', de: 'Viola', es: 'Viola', fr: 'Viola', it: 'Viola', pt_BR: 'Viola' },
      },
      {
        actorSlug: 'asen-rusev',
        character: {
          bg: 'Орсино',
          en: 'Orsino',
          de: 'Orsino',
          es: 'Orsino',
          fr: 'Orsino',
          it: 'Orsino',
          pt_BR: 'Orsino',
        },
      },
      {
        actorSlug: 'tsvetelina-angelova',
        character: {
          bg: 'Оливия',
          en: 'Olivia',
          de: 'Olivia',
          es: 'Olivia',
          fr: 'Olivia',
          it: 'Olivia',
          pt_BR: 'Olívia',
        },
      },
      {
        actorSlug: 'nikolay-draganov',
        character: {
          bg: 'Малволио',
          en: 'Malvolio',
          de: 'Malvolio',
          es: 'Malvolio',
          fr: 'Malvolio',
          it: 'Malvolio',
          pt_BR: 'Malvólio',
        },
      },
      {
        actorSlug: 'petar-hristozov',
        character: {
          bg: 'Сър Тоби Белч',
          en: 'Sir Toby Belch',
          de: 'Sir Toby Rülp',
          es: 'Sir Toby Belch',
          fr: 'Sir Toby Belch',
          it: 'Sir Toby Belch',
          pt_BR: 'Sir Toby Belch',
        },
      },
      {
        actorSlug: 'martin-yankov',
        character: { bg: 'Фесте', en: 'Feste', de: 'Feste', es: 'Feste', fr: 'Feste', it: 'Feste', pt_BR: 'Feste' },
      },
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
      de: 'Orgon, ein wohlhabender Pariser, hat Tartuffe in sein Haus aufgenommen: einen Mann von falscher Frömmigkeit, in dem er einen Heiligen und geistlichen Führer sieht. Seine Familie durchschaut die Heuchelei des Eindringlings sofort, doch Orgon hört auf niemanden außer auf seinen Günstling.\n\nEr beschließt, seine Tochter Mariane mit Tartuffe zu verheiraten, obwohl sie einem anderen versprochen ist, und überschreibt ihm sogar sein Vermögen. Nur die schlagfertige Zofe Dorine und Orgons besonnene Frau Elmire finden einen Weg, dem Heiligen vor Orgons eigenen Augen die Maske herunterzureißen.\n\nNadya Stoilovas Inszenierung verlegt die Handlung in die Gegenwart, in ein Zuhause, in dem jedes Abendessen gefilmt und jedes Gebet geteilt wird, und bewahrt dabei Rhythmus und Witz von Molières Versen. Diese Komödie über blinden Glauben und über jene, die ihn ausnutzen, klingt heute so beunruhigend, wie sie komisch ist.',
      es: 'Orgón, un acaudalado parisino, ha acogido en su casa a Tartufo, un hombre de falsa devoción en quien él ve a un santo y a un guía espiritual. Su familia descubre enseguida la hipocresía del intruso, pero Orgón no escucha a nadie más que a su favorito.\n\nDecide casar a su hija Mariana con Tartufo, aunque ella está prometida a otro, e incluso le cede todos sus bienes. Solo la ingeniosa criada Dorina y Elmira, la serena esposa de Orgón, encuentran la manera de desenmascarar al santo ante los propios ojos de Orgón.\n\nEl montaje de Nadya Stoilova traslada la acción a nuestros días, a un hogar donde cada cena se graba y cada oración se comparte, sin perder el ritmo ni el ingenio de los versos de Molière. Esta comedia sobre la fe ciega, y sobre quienes se aprovechan de ella, resulta hoy tan inquietante como divertida.',
      fr: 'Orgon, un riche bourgeois de Paris, a accueilli chez lui Tartuffe, un homme d’une piété de façade en qui il voit un saint et un directeur de conscience. Sa famille perce à jour l’hypocrisie de l’intrus dès le premier instant, mais Orgon n’écoute personne d’autre que son favori.\n\nIl décide de marier sa fille Mariane à Tartuffe, bien qu’elle soit promise à un autre, et va jusqu’à lui faire donation de ses biens. Seules Dorine, la servante à la repartie vive, et Elmire, l’épouse posée d’Orgon, trouvent le moyen de démasquer le saint homme sous les yeux mêmes d’Orgon.\n\nLa mise en scène de Nadya Stoilova transpose l’action de nos jours, dans une maison où chaque dîner est filmé et chaque prière partagée, tout en gardant le rythme et l’esprit des vers de Molière. Cette comédie de la foi aveugle, et de ceux qui l’exploitent, est aujourd’hui aussi inquiétante que drôle.',
      it: 'Orgone, un ricco parigino, ha accolto in casa Tartufo, un uomo di falsa devozione in cui vede un santo e una guida spirituale. La famiglia smaschera subito l’ipocrisia dell’intruso, ma Orgone non dà ascolto a nessuno se non al suo prediletto.\n\nDecide di dare in sposa a Tartufo la figlia Marianna, benché lei sia promessa a un altro, e arriva perfino a intestargli i propri beni. Solo la serva arguta Dorina ed Elmira, la moglie assennata di Orgone, trovano il modo di mostrare il vero volto del santo davanti agli occhi dello stesso Orgone.\n\nLa regia di Nadya Stoilova sposta l’azione ai giorni nostri, in una casa dove ogni cena viene filmata e ogni preghiera condivisa, conservando il ritmo e l’arguzia dei versi di Molière. Questa commedia sulla fede cieca, e su chi la sfrutta, suona oggi tanto inquietante quanto divertente.',
      pt_BR:
        'Orgon, um rico parisiense, acolheu em casa Tartufo, um homem de falsa devoção em quem ele vê um santo e um guia espiritual. A família percebe de imediato a hipocrisia do intruso, mas Orgon não dá ouvidos a ninguém além do seu protegido.\n\nEle decide casar a filha Mariana com Tartufo, embora ela esteja noiva de outro, e chega a passar todos os seus bens para o nome dele. Só a criada espirituosa Dorina e Elmira, a serena esposa de Orgon, encontram um jeito de revelar a verdadeira face do santo diante dos olhos do próprio Orgon.\n\nA montagem de Nadya Stoilova transporta a ação para os dias de hoje, para uma casa onde cada jantar é filmado e cada oração é compartilhada, mantendo o ritmo e a graça dos versos de Molière. Esta comédia sobre a fé cega, e sobre quem se aproveita dela, soa hoje tão alarmante quanto engraçada.',
    },
    author: {
      bg: 'Молиер',
      en: 'Molière',
      de: 'Molière',
      es: 'Molière',
      fr: 'Molière',
      it: 'Molière',
      pt_BR: 'Molière',
    },
    director: { bg: 'Надя Стоилова', en: 'Nadya Stoilova' },
    durationMinutes: 130,
    ageRating: '12+',
    premiereYear: 2022,
    stageSlug: 'main-stage',
    cast: [
      {
        actorSlug: 'georgi-velchev',
        character: {
          bg: 'Тартюф',
          en: 'Tartuffe',
          de: 'Tartuffe',
          es: 'Tartufo',
          fr: 'Tartuffe',
          it: 'Tartufo',
          pt_BR: 'Tartufo',
        },
      },
      {
        actorSlug: 'petar-hristozov',
        character: { bg: 'Оргон', en: 'Orgon', de: 'Orgon', es: 'Orgón', fr: 'Orgon', it: 'Orgone', pt_BR: 'Orgon' },
      },
      {
        actorSlug: 'elena-petrova',
        character: {
          bg: 'Елмира',
          en: 'Elmire',
          de: 'Elmire',
          es: 'Elmira',
          fr: 'Elmire',
          it: 'Elmira',
          pt_BR: 'Elmira',
        },
      },
      {
        actorSlug: 'lilyana-gospodinova',
        character: {
          bg: 'Дорина',
          en: 'Dorine',
          de: 'Dorine',
          es: 'Dorina',
          fr: 'Dorine',
          it: 'Dorina',
          pt_BR: 'Dorina',
        },
      },
      {
        actorSlug: 'yoana-shishkova',
        character: {
          bg: 'Мариана',
          en: 'Mariane',
          de: 'Mariane',
          es: 'Mariana',
          fr: 'Mariane',
          it: 'Marianna',
          pt_BR: 'Mariana',
        },
      },
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
      de: 'In einer abgelegenen Provinzstadt erhält der Stadthauptmann Anton Antonowitsch eine schreckliche Nachricht: Ein Revisor reist inkognito aus der Hauptstadt an. Die Beamten, die seit Jahren stehlen, Bestechungsgelder nehmen und ihre Pflichten vernachlässigen, geraten in Panik und beeilen sich, ihre Sünden zu vertuschen.\n\nUnterdessen wohnt im örtlichen Gasthof Chlestakow, ein kleiner Beamter aus Sankt Petersburg, der sein ganzes Geld verspielt hat. Die Stadt hält ihn für den Revisor und überhäuft ihn mit Ehren, Darlehen und Bestechungsgeldern. Chlestakow findet schnell Gefallen an der Rolle, macht der Frau und der Tochter des Stadthauptmanns zugleich den Hof und reist ab, kurz bevor der Schwindel auffliegt.\n\nKiril Zapryanovs Inszenierung verwandelt die Große Bühne in ein groteskes Städtchen aus schiefen Türen und Schlüssellöchern, durch die jeder jeden beobachtet. Die berühmte „stumme Szene“ am Ende, wenn der echte Revisor eintrifft, lässt dem Publikum noch immer das Lachen im Hals stecken bleiben.',
      es: 'En una remota ciudad de provincias, el alcalde, Antón Antónovich, recibe una noticia terrible: un inspector viaja de incógnito desde la capital. Los funcionarios, que llevan años robando, aceptando sobornos y desatendiendo sus obligaciones, se dejan llevar por el pánico y se apresuran a tapar sus pecados.\n\nMientras tanto, en la posada del pueblo, se aloja Jlestakov, un modesto funcionario de San Petersburgo que ha perdido todo su dinero en el juego. La ciudad decide que él es el inspector y lo colma de honores, préstamos y sobornos. Jlestakov se mete enseguida en el papel, corteja a la vez a la mujer y a la hija del alcalde y se marcha justo antes de que se descubra el engaño.\n\nEl montaje de Kiril Zapryanov convierte la Sala Principal en una grotesca ciudad de puertas torcidas y cerraduras por las que todos espían a todos. La «escena muda» final, cuando llega el verdadero inspector, todavía deja al público con la risa atragantada.',
      fr: 'Dans une lointaine ville de province, le gouverneur Anton Antonovitch reçoit une terrible nouvelle : un revizor arrive incognito de la capitale. Les fonctionnaires, qui depuis des années volent, acceptent des pots-de-vin et négligent leurs devoirs, s’affolent et se hâtent de dissimuler leurs péchés.\n\nPendant ce temps, à l’auberge, loge Khlestakov, un petit fonctionnaire de Saint-Pétersbourg qui a perdu tout son argent au jeu. La ville décide qu’il est le revizor et le couvre d’honneurs, de prêts et de pots-de-vin. Khlestakov prend vite goût au rôle, courtise en même temps la femme et la fille du gouverneur, et s’en va juste avant que la supercherie soit découverte.\n\nLa mise en scène de Kiril Zapryanov fait de la Grande Salle une petite ville grotesque aux portes tordues et aux trous de serrure par lesquels chacun épie tout le monde. La « scène muette » finale, à l’arrivée du vrai revizor, laisse encore au public le rire coincé dans la gorge.',
      it: 'In una remota città di provincia il podestà, Anton Antonovič, riceve una notizia terribile: un ispettore sta arrivando in incognito dalla capitale. I funzionari, che da anni rubano, intascano mazzette e trascurano i loro doveri, vengono presi dal panico e si affrettano a coprire i propri peccati.\n\nNel frattempo, alla locanda del posto, alloggia Chlestakov, un piccolo impiegato di San Pietroburgo che ha perso al gioco tutto il suo denaro. La città decide che l’ispettore è lui e lo ricopre di onori, prestiti e bustarelle. Chlestakov entra presto nella parte, corteggia allo stesso tempo la moglie e la figlia del podestà e riparte appena prima che l’inganno venga scoperto.\n\nLa regia di Kiril Zapryanov trasforma la Sala Grande in una cittadina grottesca di porte storte e buchi della serratura da cui tutti spiano tutti. La «scena muta» finale, quando arriva il vero ispettore, lascia ancora al pubblico la risata in gola.',
      pt_BR:
        'Numa remota cidade de província, o prefeito, Anton Antónovitch, recebe uma notícia terrível: um inspetor está vindo incógnito da capital. Os funcionários, que há anos roubam, aceitam propinas e descuidam dos seus deveres, entram em pânico e correm para encobrir os seus pecados.\n\nEnquanto isso, na estalagem local, está hospedado Khlestakov, um pequeno funcionário de São Petersburgo que perdeu todo o dinheiro no jogo. A cidade decide que ele é o inspetor e o cobre de honras, empréstimos e propinas. Khlestakov logo toma gosto pelo papel, corteja ao mesmo tempo a mulher e a filha do prefeito e vai embora pouco antes de a farsa vir à tona.\n\nA montagem de Kiril Zapryanov transforma o Palco Principal numa cidadezinha grotesca de portas tortas e buracos de fechadura pelos quais todos espiam todos. A “cena muda” final, quando chega o verdadeiro inspetor, ainda deixa o riso entalado na garganta do público.',
    },
    author: {
      bg: 'Николай Гогол',
      en: 'Nikolai Gogol',
      de: 'Nikolai Gogol',
      es: 'Nikolái Gógol',
      fr: 'Nicolas Gogol',
      it: 'Nikolaj Gogol’',
      pt_BR: 'Nikolai Gógol',
    },
    director: { bg: 'Кирил Запрянов', en: 'Kiril Zapryanov' },
    durationMinutes: 150,
    ageRating: '12+',
    premiereYear: 2024,
    stageSlug: 'main-stage',
    cast: [
      {
        actorSlug: 'stefan-kalchev',
        character: {
          bg: 'Кметът Антон Антонович',
          en: 'Anton Antonovich, the Mayor',
          de: 'Anton Antonowitsch, der Stadthauptmann',
          es: 'Antón Antónovich, el alcalde',
          fr: 'Anton Antonovitch, le gouverneur',
          it: 'Anton Antonovič, il podestà',
          pt_BR: 'Anton Antónovitch, o prefeito',
        },
      },
      {
        actorSlug: 'martin-yankov',
        character: {
          bg: 'Хлестаков',
          en: 'Khlestakov',
          de: 'Chlestakow',
          es: 'Jlestakov',
          fr: 'Khlestakov',
          it: 'Chlestakov',
          pt_BR: 'Khlestakov',
        },
      },
      {
        actorSlug: 'radostina-ilieva',
        character: {
          bg: 'Анна Андреевна',
          en: 'Anna Andreyevna',
          de: 'Anna Andrejewna',
          es: 'Anna Andréyevna',
          fr: 'Anna Andreïevna',
          it: 'Anna Andreevna',
          pt_BR: 'Anna Andréievna',
        },
      },
      {
        actorSlug: 'mirela-stoyanova',
        character: {
          bg: 'Мария Антоновна',
          en: 'Marya Antonovna',
          de: 'Marja Antonowna',
          es: 'María Antónovna',
          fr: 'Maria Antonovna',
          it: 'Mar’ja Antonovna',
          pt_BR: 'Mária Antónovna',
        },
      },
      {
        actorSlug: 'boyan-tomov',
        character: { bg: 'Осип', en: 'Osip', de: 'Ossip', es: 'Osip', fr: 'Ossip', it: 'Osip', pt_BR: 'Óssip' },
      },
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
      de: 'Stancho Kvasnikov, ein Krämer aus Harmanli, kommt nach Sofia, um seinen alten Bekannten Baltov zu besuchen, der gerade Minister geworden ist. Doch das Haus des Ministers ist kein ruhiger Ort mehr: Türen, Fenster und sogar der hintere Zaun werden von Leuten belagert, die eine Stelle im Staatsdienst wollen.\n\nDer aufgeblasene Bozduganski, der neun Sprachen spricht und in jedem Beruf gescheitert ist, Frau Terziyska, die einen Posten für ihren Mann sucht, und ein ganzer Zug weiterer Bittsteller machen aus dem Besuch eine regelrechte Belagerung. Bald meint auch Kvasnikov selbst, seine Verdienste um das Vaterland verdienten eine Belohnung.\n\nWasow schrieb die Komödie zu Beginn des 20. Jahrhunderts, doch Lyubomir Valchanovs Inszenierung zeigt, wie wenig sich seitdem geändert hat. Das Bühnenbild macht das Arbeitszimmer des Ministers zu einem Karussell aus Türen, und die Livemusik erinnert an die Blaskapellen in den alten Stadtgärten.',
      es: 'Stancho Kvasnikov, un tendero de Harmanli, llega a Sofía para visitar a su viejo conocido Baltov, que acaba de ser nombrado ministro. Pero la casa del ministro ya no es un lugar tranquilo: sus puertas, sus ventanas y hasta la valla trasera están asediadas por gente que quiere un puesto en la administración.\n\nEl pomposo Bozduganski, que sabe nueve idiomas y ha fracasado en todos los oficios, la señora Terziyska, que busca un cargo para su marido, y todo un desfile de aspirantes convierten la visita en un auténtico asedio. Pronto el propio Kvasnikov empieza a pensar que sus servicios a la patria también merecen alguna recompensa.\n\nVázov escribió la comedia a comienzos del siglo XX, pero el montaje de Lyubomir Valchanov muestra lo poco que ha cambiado desde entonces. La escenografía convierte el despacho del ministro en un tiovivo de puertas, y la música en directo recuerda a las bandas de metales de los antiguos jardines de la ciudad.',
      fr: 'Stancho Kvasnikov, un boutiquier de Harmanli, arrive à Sofia pour rendre visite à sa vieille connaissance Baltov, qui vient d’être nommé ministre. Mais la maison du ministre n’est plus un endroit tranquille : portes, fenêtres et jusqu’à la clôture du jardin sont assiégées par des gens qui veulent une place dans l’administration.\n\nLe pompeux Bozduganski, qui parle neuf langues et a échoué dans tous les métiers, Madame Terziyska, qui cherche un poste pour son mari, et toute une procession d’autres solliciteurs transforment la visite en un véritable siège. Bientôt, Kvasnikov lui-même se met à penser que ses services rendus à la patrie méritent eux aussi une récompense.\n\nVazov a écrit cette comédie au début du XXᵉ siècle, mais la mise en scène de Lyubomir Valchanov montre combien peu de choses ont changé depuis. Le décor transforme le cabinet du ministre en manège de portes, et la musique live rappelle les fanfares des anciens jardins publics.',
      it: 'Stancho Kvasnikov, un bottegaio di Harmanli, arriva a Sofia per far visita al vecchio conoscente Baltov, appena diventato ministro. Ma la casa del ministro non è più un luogo tranquillo: porte, finestre e perfino la recinzione sul retro sono assediate da gente che vuole un impiego statale.\n\nIl pomposo Bozduganski, che conosce nove lingue e ha fallito in ogni mestiere, la signora Terziyska, che cerca un posto per il marito, e un’intera processione di altri postulanti trasformano la visita in un vero assedio. Presto lo stesso Kvasnikov comincia a pensare che anche i suoi servigi alla patria meritino una ricompensa.\n\nVazov scrisse la commedia all’inizio del Novecento, ma la regia di Lyubomir Valchanov mostra quanto poco sia cambiato da allora. La scenografia trasforma lo studio del ministro in una giostra di porte, e la musica dal vivo ricorda le bande d’ottoni dei vecchi giardini cittadini.',
      pt_BR:
        'Stancho Kvasnikov, um lojista de Harmanli, chega a Sófia para visitar seu velho conhecido Baltov, que acaba de se tornar ministro. Mas a casa do ministro já não é um lugar tranquilo: as portas, as janelas e até a cerca dos fundos estão sitiadas por gente que quer um cargo público.\n\nO pomposo Bozduganski, que sabe nove línguas e fracassou em todos os ofícios, Dona Terziyska, que procura um posto para o marido, e toda uma procissão de outros pretendentes transformam a visita num verdadeiro cerco. Logo o próprio Kvasnikov começa a achar que seus serviços à pátria também merecem alguma recompensa.\n\nVazov escreveu a comédia no início do século XX, mas a montagem de Lyubomir Valchanov mostra como pouco mudou desde então. O cenário transforma o gabinete do ministro num carrossel de portas, e a música ao vivo lembra as bandas de metais dos antigos jardins da cidade.',
    },
    author: {
      bg: 'Иван Вазов',
      en: 'Ivan Vazov',
      de: 'Iwan Wasow',
      es: 'Iván Vázov',
      fr: 'Ivan Vazov',
      it: 'Ivan Vazov',
      pt_BR: 'Ivan Vazov',
    },
    director: { bg: 'Любомир Вълчанов', en: 'Lyubomir Valchanov' },
    durationMinutes: 110,
    ageRating: '12+',
    premiereYear: 2023,
    stageSlug: 'main-stage',
    cast: [
      {
        actorSlug: 'nikolay-draganov',
        character: {
          bg: 'Станчо Квасников',
          en: 'Stancho Kvasnikov',
          de: 'Stancho Kvasnikov',
          es: 'Stancho Kvasnikov',
          fr: 'Stancho Kvasnikov',
          it: 'Stancho Kvasnikov',
          pt_BR: 'Stancho Kvasnikov',
        },
      },
      {
        actorSlug: 'asen-rusev',
        character: {
          bg: 'Министър Балтов',
          en: 'Minister Baltov',
          de: 'Minister Baltov',
          es: 'Ministro Baltov',
          fr: 'Le ministre Baltov',
          it: 'Il ministro Baltov',
          pt_BR: 'Ministro Baltov',
        },
      },
      {
        actorSlug: 'boyan-tomov',
        character: {
          bg: 'Боздугански',
          en: 'Bozduganski',
          de: 'Bozduganski',
          es: 'Bozduganski',
          fr: 'Bozduganski',
          it: 'Bozduganski',
          pt_BR: 'Bozduganski',
        },
      },
      {
        actorSlug: 'tsvetelina-angelova',
        character: {
          bg: 'Госпожа Терзийска',
          en: 'Mrs Terziyska',
          de: 'Frau Terziyska',
          es: 'Señora Terziyska',
          fr: 'Madame Terziyska',
          it: 'La signora Terziyska',
          pt_BR: 'Dona Terziyska',
        },
      },
      {
        actorSlug: 'lilyana-gospodinova',
        character: {
          bg: 'Баба Дона',
          en: 'Granny Dona',
          de: 'Oma Dona',
          es: 'Abuela Dona',
          fr: 'Grand-mère Dona',
          it: 'Nonna Dona',
          pt_BR: 'Vovó Dona',
        },
      },
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
      de: 'In einem Dorf der Dobrudscha, in den Tagen vor Ostern, sprechen alle von Albena, der schönsten Frau der Gegend, deren helles Lachen und stolzer Gang gleichermaßen Bewunderung und Neid wecken. Ihre Ehe mit Kutsar ist längst freudlos, und in der Mühle gegenüber arbeitet Nyagul, der Mann, für den ihr Herz schneller schlägt.\n\nEines Morgens wird Kutsar tot aufgefunden. Das Dorf ist hin- und hergerissen zwischen Verdacht und Mitgefühl, zwischen Senebirskis boshaftem Klatsch und den weisen Worten von Großvater Vlasyu, und die Wahrheit kommt langsam und unerbittlich ans Licht.\n\nAls die Gendarmen Albena abführen, weinen die Frauen, und die Männer können die Augen nicht von ihr lassen. Regisseurin Aneta Peykova bringt Jowkows Drama auf der Kammerbühne als eine Frage auf die Bühne, die nie veraltet: Kann Schönheit ein Verbrechen sein, und gibt es Vergebung für eine Liebe, die im Mord geendet hat?',
      es: 'En una aldea de Dobruja, en los días previos a la Pascua, todo el mundo habla de Albena, la mujer más hermosa del barrio, cuya risa cantarina y cuyo andar orgulloso despiertan por igual admiración y envidia. Su matrimonio con Kutsar hace tiempo que no tiene alegría, y en el molino de enfrente trabaja Nyagul, el hombre que le acelera el corazón.\n\nUna mañana encuentran muerto a Kutsar. La aldea se debate entre la sospecha y la compasión, entre los chismes maliciosos de Senebirski y las palabras sabias del abuelo Vlasyu, y la verdad sale a la luz lenta e implacablemente.\n\nCuando los gendarmes se llevan a Albena, las mujeres lloran y los hombres no pueden apartar la vista de ella. La directora Aneta Peykova pone en escena el drama de Yovkov en la Sala de Cámara como una pregunta que nunca envejece: ¿puede la belleza ser un delito, y hay perdón para un amor que ha terminado en asesinato?',
      fr: 'Dans un village de Dobroudja, aux jours qui précèdent Pâques, tout le monde parle d’Albena, la plus belle femme du quartier, dont le rire sonore et la démarche fière suscitent autant d’admiration que d’envie. Son mariage avec Koutsar est depuis longtemps sans joie, et au moulin d’en face travaille Nyagoul, l’homme qui fait battre son cœur plus vite.\n\nUn matin, on retrouve Koutsar mort. Le village se partage entre soupçon et compassion, entre les ragots malveillants de Senebirski et les paroles sages de grand-père Vlasyu, et la vérité éclate lentement, inexorablement.\n\nQuand les gendarmes emmènent Albena, les femmes pleurent et les hommes ne peuvent détacher leurs yeux d’elle. La metteuse en scène Aneta Peykova présente le drame de Yovkov sur la Petite Salle comme une question qui ne vieillit pas : la beauté peut-elle être un crime, et y a-t-il un pardon pour un amour qui s’est achevé dans le meurtre ?',
      it: 'In un villaggio della Dobrugia, nei giorni che precedono la Pasqua, tutti parlano di Albena, la donna più bella del quartiere, la cui risata squillante e il cui passo fiero suscitano in egual misura ammirazione e invidia. Il suo matrimonio con Kutsar è da tempo senza gioia, e nel mulino di fronte lavora Nyagul, l’uomo che le fa battere il cuore più forte.\n\nUna mattina Kutsar viene trovato morto. Il villaggio si divide tra sospetto e compassione, tra i pettegolezzi maligni di Senebirski e le parole sagge di nonno Vlasyu, e la verità viene a galla lentamente, inesorabile.\n\nQuando i gendarmi portano via Albena, le donne piangono e gli uomini non riescono a staccarle gli occhi di dosso. La regista Aneta Peykova mette in scena il dramma di Jovkov in Sala Piccola come una domanda che non invecchia mai: la bellezza può essere un delitto, e c’è perdono per un amore finito in omicidio?',
      pt_BR:
        'Numa aldeia da Dobruja, nos dias que antecedem a Páscoa, todos falam de Albena, a mulher mais bonita da vizinhança, cujo riso sonoro e andar altivo despertam admiração e inveja na mesma medida. Seu casamento com Kutsar há muito perdeu a alegria, e no moinho em frente trabalha Nyagul, o homem que faz seu coração bater mais depressa.\n\nCerta manhã, Kutsar é encontrado morto. A aldeia se divide entre a suspeita e a compaixão, entre as fofocas maldosas de Senebirski e as palavras sábias do vovô Vlasyu, e a verdade vem à tona lenta e implacavelmente.\n\nQuando os gendarmes levam Albena, as mulheres choram e os homens não conseguem tirar os olhos dela. A diretora Aneta Peykova encena o drama de Yovkov no Palco de Câmara como uma pergunta que nunca envelhece: a beleza pode ser um crime, e existe perdão para um amor que terminou em assassinato?',
    },
    author: {
      bg: 'Йордан Йовков',
      en: 'Yordan Yovkov',
      de: 'Jordan Jowkow',
      es: 'Yordán Yovkov',
      fr: 'Yordan Yovkov',
      it: 'Jordan Jovkov',
      pt_BR: 'Yordan Yovkov',
    },
    director: { bg: 'Анета Пейкова', en: 'Aneta Peykova' },
    durationMinutes: 120,
    ageRating: '16+',
    premiereYear: 2024,
    stageSlug: 'chamber-stage',
    cast: [
      {
        actorSlug: 'elena-petrova',
        character: {
          bg: 'Албена',
          en: 'Albena',
          de: 'Albena',
          es: 'Albena',
          fr: 'Albena',
          it: 'Albena',
          pt_BR: 'Albena',
        },
      },
      {
        actorSlug: 'asen-rusev',
        character: {
          bg: 'Нягул',
          en: 'Nyagul',
          de: 'Nyagul',
          es: 'Nyagul',
          fr: 'Nyagoul',
          it: 'Nyagul',
          pt_BR: 'Nyagul',
        },
      },
      {
        actorSlug: 'georgi-velchev',
        character: {
          bg: 'Куцар',
          en: 'Kutsar',
          de: 'Kutsar',
          es: 'Kutsar',
          fr: 'Koutsar',
          it: 'Kutsar',
          pt_BR: 'Kutsar',
        },
      },
      {
        actorSlug: 'kaloyan-dimitrov',
        character: {
          bg: 'Сенебирски',
          en: 'Senebirski',
          de: 'Senebirski',
          es: 'Senebirski',
          fr: 'Senebirski',
          it: 'Senebirski',
          pt_BR: 'Senebirski',
        },
      },
      {
        actorSlug: 'stefan-kalchev',
        character: {
          bg: 'Дядо Власю',
          en: 'Grandpa Vlasyu',
          de: 'Großvater Vlasyu',
          es: 'Abuelo Vlasyu',
          fr: 'Grand-père Vlasyu',
          it: 'Nonno Vlasyu',
          pt_BR: 'Vovô Vlasyu',
        },
      },
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
      de: 'Rayna hat ihr ganzes Leben in dem alten Haus unterhalb des Dschambas Tepe in der Altstadt von Plovdiv verbracht. Nun kommt ihr Neffe Filip aus Sofia zurück, mit einem Plan: Er will die Zimmer in Ferienwohnungen verwandeln und das Haus so vor seinen Schulden retten.\n\nDer erste Gast ist Ana, eine junge Frau, die im Ausland aufgewachsen ist und nach den Spuren ihrer Großmutter sucht. Je mehr Rayna ihr von den Menschen erzählt, die hinter diesen Mauern gelebt haben, desto schwerer fällt es Filip, Erinnerungen pro Nacht zu verkaufen.\n\nVera Tanchevas Stück ist eine zärtliche, komische Geschichte über das Erben, über Städte, die zu Kulissen werden, und über all das, was sich auf keiner Buchungsplattform auflisten lässt. Die Dachbühne unter dem Dach eines Hauses aus der Zeit der Nationalen Wiedergeburt ist das natürliche Zuhause für Teodor Mirchevs Inszenierung.',
      es: 'Rayna ha vivido toda su vida en la vieja casa al pie de la colina Dzhambaz Tepe, en el casco antiguo de Plovdiv. Ahora su sobrino Filip vuelve de Sofía con un plan: convertir las habitaciones en apartamentos de alquiler turístico y salvar así la casa de sus deudas.\n\nLa primera huésped es Ana, una joven que se ha criado en el extranjero y ha venido a buscar las huellas de su abuela. Cuanto más le cuenta Rayna sobre las personas que vivieron entre esas paredes, más difícil le resulta a Filip vender recuerdos por noches.\n\nLa obra de Vera Tancheva es una historia tierna y divertida sobre la herencia, sobre las ciudades que se convierten en decorados y sobre todo aquello que no se puede anunciar en una web de reservas. La Sala del Desván, bajo el tejado de una casa del Renacimiento Nacional búlgaro, es el hogar natural del montaje de Teodor Mirchev.',
      fr: 'Rayna a passé toute sa vie dans la vieille maison au pied de la colline de Djambaz Tepe, dans la vieille ville de Plovdiv. Son neveu Filip revient de Sofia avec un projet : transformer les chambres en locations de courte durée et sauver ainsi la maison de ses dettes.\n\nLa première cliente est Ana, une jeune femme qui a grandi à l’étranger et vient chercher les traces de sa grand-mère. Plus Rayna lui parle des gens qui ont vécu entre ces murs, plus il devient difficile pour Filip de vendre des souvenirs à la nuitée.\n\nLa pièce de Vera Tancheva est une histoire tendre et drôle sur l’héritage, sur les villes qui deviennent des décors et sur tout ce qu’aucun site de réservation ne saurait proposer. La Scène du Grenier, sous le toit d’une maison de l’époque du Renouveau national, est l’écrin naturel de la mise en scène de Teodor Mirchev.',
      it: 'Rayna ha vissuto tutta la vita nella vecchia casa ai piedi del colle Dzhambaz Tepe, nella città vecchia di Plovdiv. Ora il nipote Filip torna da Sofia con un piano: trasformare le stanze in appartamenti per affitti brevi e salvare così la casa dai debiti.\n\nLa prima ospite è Ana, una giovane donna cresciuta all’estero, venuta a cercare le tracce della nonna. Più Rayna le racconta delle persone che hanno vissuto tra quelle mura, più diventa difficile per Filip vendere ricordi a notte.\n\nLa commedia di Vera Tancheva è una storia tenera e divertente sull’eredità, sulle città che diventano scenografie e su tutto ciò che non si può mettere in vendita su un sito di prenotazioni. La Sala della Soffitta, sotto il tetto di una casa del Risorgimento bulgaro, è la casa naturale della regia di Teodor Mirchev.',
      pt_BR:
        'Rayna viveu a vida inteira na velha casa ao pé da colina Dzhambaz Tepe, na Cidade Velha de Plovdiv. Agora seu sobrinho Filip volta de Sófia com um plano: transformar os quartos em apartamentos de aluguel por temporada e salvar a casa das dívidas.\n\nA primeira hóspede é Ana, uma jovem que cresceu no exterior e veio procurar os rastros da avó. Quanto mais Rayna lhe conta sobre as pessoas que viveram entre aquelas paredes, mais difícil fica para Filip vender lembranças por diária.\n\nA peça de Vera Tancheva é uma história terna e engraçada sobre herança, sobre cidades que viram cenário e sobre tudo aquilo que não cabe num site de reservas. O Palco do Sótão, sob o telhado de uma casa do Renascimento Nacional búlgaro, é a casa natural da montagem de Teodor Mirchev.',
    },
    author: {
      bg: 'Вера Танчева',
      en: 'Vera Tancheva',
      de: 'Vera Tancheva',
      es: 'Vera Tancheva',
      fr: 'Vera Tancheva',
      it: 'Vera Tancheva',
      pt_BR: 'Vera Tancheva',
    },
    director: { bg: 'Теодор Мирчев', en: 'Teodor Mirchev' },
    durationMinutes: 95,
    ageRating: '14+',
    premiereYear: 2025,
    stageSlug: 'attic-stage',
    cast: [
      {
        actorSlug: 'lilyana-gospodinova',
        character: { bg: 'Райна', en: 'Rayna', de: 'Rayna', es: 'Rayna', fr: 'Rayna', it: 'Rayna', pt_BR: 'Rayna' },
      },
      {
        actorSlug: 'boyan-tomov',
        character: { bg: 'Филип', en: 'Filip', de: 'Filip', es: 'Filip', fr: 'Filip', it: 'Filip', pt_BR: 'Filip' },
      },
      {
        actorSlug: 'yoana-shishkova',
        character: { bg: 'Ана', en: 'Ana', de: 'Ana', es: 'Ana', fr: 'Ana', it: 'Ana', pt_BR: 'Ana' },
      },
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
      de: 'In einer Uhrmacherwerkstatt in der Altstadt leben Hunderte von Uhren, die für die ganze Stadt die Zeit messen. Der Lehrling Tiko träumt davon, eine Uhr ganz allein zu reparieren, doch Meister Marin sagt ihm immer wieder, dass es noch zu früh sei.\n\nEines Nachts stiehlt Frau Mitternacht das Glöckchen des Kuckucks aus der großen Wanduhr, und in der Stadt bleibt die Zeit stehen. Tiko und der Kuckuck machen sich auf eine Reise durch Zahnräder, Federn und Pendel, um den verlorenen Klang zurückzuholen.\n\nRalitsa Boteva hat ein fröhliches und weises Märchen über Geduld, Freundschaft und den Mut geschrieben, die eigenen Fehler wiedergutzumachen. Petya Stambolovas Inszenierung verbindet Schauspiel, Puppen und Livemusik und eignet sich für Kinder ab sechs Jahren – und für ihre Eltern.',
      es: 'En un taller de relojería del casco antiguo viven cientos de relojes que marcan la hora de toda la ciudad. El aprendiz Tiko sueña con arreglar un reloj él solo, pero el maestro Marin le repite una y otra vez que todavía es pronto.\n\nUna noche, la Señora Medianoche roba la campanita del cuco del gran reloj de pared, y el tiempo se detiene en la ciudad. Tiko y el Cuco emprenden un viaje entre engranajes, muelles y péndulos para recuperar el sonido perdido.\n\nRalitsa Boteva ha escrito un cuento alegre y sabio sobre la paciencia, la amistad y el valor de enmendar los propios errores. El montaje de Petya Stambolova combina actores, títeres y música en directo, y es apto para niños a partir de seis años… y para sus padres.',
      fr: 'Dans un atelier d’horloger de la vieille ville vivent des centaines d’horloges qui donnent l’heure à toute la cité. L’apprenti Tiko rêve de réparer une horloge tout seul, mais Maître Marin ne cesse de lui répéter qu’il est encore trop tôt.\n\nUne nuit, Madame Minuit vole la clochette du coucou de la grande horloge murale, et le temps s’arrête dans la ville. Tiko et le Coucou partent en voyage à travers les rouages, les ressorts et les balanciers pour rapporter le carillon perdu.\n\nRalitsa Boteva a écrit un conte joyeux et sage sur la patience, l’amitié et le courage de réparer ses propres erreurs. La mise en scène de Petya Stambolova réunit comédiens, marionnettes et musique live ; elle s’adresse aux enfants dès six ans et à leurs parents.',
      it: 'In una bottega di orologiaio della città vecchia vivono centinaia di orologi che scandiscono il tempo di tutta la città. L’apprendista Tiko sogna di aggiustare un orologio da solo, ma Mastro Marin continua a ripetergli che è ancora troppo presto.\n\nUna notte Madama Mezzanotte ruba il campanellino del cuculo dal grande orologio a muro, e il tempo in città si ferma. Tiko e il Cuculo partono per un viaggio tra ingranaggi, molle e pendoli per riportare indietro il rintocco perduto.\n\nRalitsa Boteva ha scritto una fiaba allegra e saggia sulla pazienza, l’amicizia e il coraggio di rimediare ai propri errori. La regia di Petya Stambolova unisce attori, pupazzi e musica dal vivo ed è adatta ai bambini dai sei anni in su e ai loro genitori.',
      pt_BR:
        'Numa oficina de relojoeiro da Cidade Velha vivem centenas de relógios que marcam as horas de toda a cidade. O aprendiz Tiko sonha em consertar um relógio sozinho, mas Mestre Marin vive dizendo que ainda é cedo.\n\nCerta noite, Dona Meia-Noite rouba o sininho do cuco do grande relógio de parede, e o tempo para na cidade. Tiko e o Cuco partem numa viagem por engrenagens, molas e pêndulos para trazer de volta o toque perdido.\n\nRalitsa Boteva escreveu um conto alegre e sábio sobre paciência, amizade e a coragem de consertar os próprios erros. A montagem de Petya Stambolova combina atores, bonecos e música ao vivo e é indicada para crianças a partir de seis anos – e para os seus pais.',
    },
    author: {
      bg: 'Ралица Ботева',
      en: 'Ralitsa Boteva',
      de: 'Ralitsa Boteva',
      es: 'Ralitsa Boteva',
      fr: 'Ralitsa Boteva',
      it: 'Ralitsa Boteva',
      pt_BR: 'Ralitsa Boteva',
    },
    director: { bg: 'Петя Стамболова', en: 'Petya Stambolova' },
    durationMinutes: 70,
    ageRating: '6+',
    premiereYear: 2025,
    stageSlug: 'attic-stage',
    cast: [
      {
        actorSlug: 'kaloyan-dimitrov',
        character: { bg: 'Тико', en: 'Tiko', de: 'Tiko', es: 'Tiko', fr: 'Tiko', it: 'Tiko', pt_BR: 'Tiko' },
      },
      {
        actorSlug: 'petar-hristozov',
        character: {
          bg: 'Майстор Марин',
          en: 'Master Marin',
          de: 'Meister Marin',
          es: 'Maestro Marin',
          fr: 'Maître Marin',
          it: 'Mastro Marin',
          pt_BR: 'Mestre Marin',
        },
      },
      {
        actorSlug: 'viktoria-nencheva',
        character: {
          bg: 'Кукувицата',
          en: 'The Cuckoo',
          de: 'Der Kuckuck',
          es: 'El Cuco',
          fr: 'Le Coucou',
          it: 'Il Cuculo',
          pt_BR: 'O Cuco',
        },
      },
      {
        actorSlug: 'desislava-marinova',
        character: {
          bg: 'Госпожа Полунощ',
          en: 'Madam Midnight',
          de: 'Frau Mitternacht',
          es: 'Señora Medianoche',
          fr: 'Madame Minuit',
          it: 'Madama Mezzanotte',
          pt_BR: 'Dona Meia-Noite',
        },
      },
    ],
    ticketPrice: 1200,
    galleryImages: 2,
  },
];

// ---------------------------------------------------------------------------
// Performances
// ---------------------------------------------------------------------------

export const performances: SeedPerformance[] = [
  // Tonight's door: starts about three hours after seeding, so the check-in page admits its
  // tickets right away (see docs/features.md, "Trying the door").
  { playSlug: 'twelfth-night', stageSlug: 'main-stage', hoursFromSeed: 3, freeSeats: 250 },
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
