import type { SeoLanguage } from '../../content/seo.ts';
import type { DefKey, QuestionId } from './data.ts';

/**
 * The campaign engine's words in every server language, as the rewards centre answers its catalogue: the
 * campaigns' titles and summaries, the rule lines each module contributes, mission titles, reward labels and the
 * quiz. Amounts and dates come in already formatted (dates as YYYY-MM-DD, UTC).
 */
export interface CampaignTexts {
  campaigns: Record<DefKey, [title: string, summary: string]>;
  rules: {
    window: (start: string, end: string) => string;
    newcomers: (days: number) => string;
    checkIn: (cycleDays: number) => string;
    drawsPerCheckIn: (draws: number) => string;
    missions: string;
    lottery: string;
    welcomeDraws: (draws: number) => string;
    ranking: (metric: 'spendUsd' | 'invites', size: number) => string;
    quiz: string;
    invite: string;
    trialCash: (days: number) => string;
    plans: string;
    points: string;
  };
  missions: {
    register: string;
    kyc: string;
    fundPassword: string;
    firstOrder: string;
    spendUsd: (usd: string) => string;
    invite: (count: number) => string;
    checkInDays: (days: number) => string;
  };
  rewards: {
    points: (amount: string) => string;
    hashrateCoupon: (usd: string) => string;
    serviceFeeCoupon: (usd: string) => string;
    none: string;
  };
  /** Each question, then its options in the order of data.ts. */
  quiz: Record<QuestionId, [question: string, ...options: string[]]>;
}

const en: CampaignTexts = {
  campaigns: {
    newcomers: [
      'New customer gifts',
      'Welcome gifts for your first 30 days: complete the starter tasks for points and a draw for each.',
    ],
    noviceMarketing: [
      'Cloud mining for beginners',
      'Learn how cloud mining works: answer four questions and take the first steps for points.',
    ],
    trialCash: ['$20 trial cash', 'New here? Get a $20 hashrate coupon towards your first plan.'],
    shortHashrate: [
      'Short-term plans',
      'Try mining with our shortest plans, and book the next release before it sells out.',
    ],
    invitee: ['You are invited', 'A friend invited you to FuFu: sign up with their code and get a welcome gift.'],
    '2024MayPizza': [
      'Bitcoin Pizza Day 2024',
      'Celebrating 10,000 BTC for two pizzas: daily check-ins, draws and a spending ranking.',
    ],
    July: ['July mining festival', 'Check in daily, reach the spending goals and climb the July ranking.'],
    August: ['August mining festival', 'Check in daily, reach the spending goals and climb the August ranking.'],
    NovemberActivity: [
      'November rewards',
      'Check in every day for points and a draw, complete missions and climb the ranking.',
    ],
    DecemberActivity: ['December advent draws', 'Check in every day of December for points and a lottery draw.'],
    fufupoint: [
      'FuFu points month',
      'Earn FuFu points all month: check in, reach spending goals and draw points prizes.',
    ],
    inviteRanking: [
      'Invite ranking',
      'Invite friends to FuFu: each sign-up earns you points, and the top inviters win prizes.',
    ],
    quiz2024: ['Mining quiz 2024', 'Test your cloud-mining knowledge: all answers right earns points.'],
  },
  rules: {
    window: (start, end) => `Runs from ${start} to ${end} (UTC).`,
    newcomers: (days) => `For accounts registered in the last ${days} days.`,
    checkIn: (n) =>
      `Check in once a day (UTC). A streak pays more each day for ${n} days, then starts over; missing a day restarts it.`,
    drawsPerCheckIn: (d) => `Each check-in adds ${d} ${d === 1 ? 'draw' : 'draws'}.`,
    missions: 'Missions count what you do during the campaign; claim each reward once.',
    lottery: 'Every draw is decided on our server; a prize with a limited number ends when none are left.',
    welcomeDraws: (d) => `You start with ${d} ${d === 1 ? 'draw' : 'draws'}.`,
    ranking: (metric, size) =>
      metric === 'spendUsd'
        ? `The top ${size} by plan spending during the campaign win the ranking prizes; the ranking is final when the campaign ends.`
        : `The top ${size} by friends who sign up during the campaign win the ranking prizes; the ranking is final when the campaign ends.`,
    quiz: 'Answer every question, once; all answers right earns the reward.',
    invite:
      'A friend who signs up with your code gets the gift; you earn your reward for each sign-up during the campaign.',
    trialCash: (days) =>
      `New accounts without a paid plan get trial cash once: a hashrate coupon usable for ${days} days.`,
    plans: 'Book the next release to be told when it opens: one booking per account and release.',
    points: 'Points are FuFu points (1 point = 1 USD).',
  },
  missions: {
    register: 'Create your account',
    kyc: 'Verify your identity',
    fundPassword: 'Set a fund password',
    firstOrder: 'Buy your first plan',
    spendUsd: (usd) => `Spend $${usd} on plans`,
    invite: (n) => (n === 1 ? 'Invite a friend' : `Invite ${n} friends`),
    checkInDays: (n) => `Check in on ${n} days`,
  },
  rewards: {
    points: (a) => `${a} points`,
    hashrateCoupon: (usd) => `$${usd} hashrate coupon`,
    serviceFeeCoupon: (usd) => `$${usd} service-fee coupon`,
    none: 'Thanks for taking part',
  },
  quiz: {
    q1: [
      'What does a cloud-mining plan give you?',
      'Hashrate in a mining farm for a set term',
      'Bitcoin at a fixed price',
      'A miner shipped to your home',
    ],
    q2: ['What is hashrate measured in on FuFu?', 'kWh', 'TH/s', 'BTC'],
    q3: [
      'What does the service fee pay for?',
      'Withdrawals',
      'The pool account',
      'Electricity and upkeep of the miners',
    ],
    q4: [
      'How is the mining output paid?',
      'Daily, in BTC, to your wallet',
      'Once, at the end of the term',
      'Monthly, in USD',
    ],
  },
};

const de: CampaignTexts = {
  campaigns: {
    newcomers: [
      'Geschenke für Neukunden',
      'Willkommensgeschenke für Ihre ersten 30 Tage: Erledigen Sie die Startaufgaben für Punkte und je eine Ziehung.',
    ],
    noviceMarketing: [
      'Cloud-Mining für Einsteiger',
      'Lernen Sie, wie Cloud-Mining funktioniert: Beantworten Sie vier Fragen und machen Sie die ersten Schritte für Punkte.',
    ],
    trialCash: [
      '20 $ Testguthaben',
      'Neu hier? Holen Sie sich einen Hashrate-Gutschein über 20 $ für Ihren ersten Tarif.',
    ],
    shortHashrate: [
      'Kurzzeit-Tarife',
      'Testen Sie Mining mit unseren kürzesten Tarifen und reservieren Sie das nächste Kontingent, bevor es ausverkauft ist.',
    ],
    invitee: [
      'Sie wurden eingeladen',
      'Ein Freund hat Sie zu FuFu eingeladen: Registrieren Sie sich mit seinem Code und erhalten Sie ein Willkommensgeschenk.',
    ],
    '2024MayPizza': [
      'Bitcoin Pizza Day 2024',
      '10.000 BTC für zwei Pizzen: tägliches Einchecken, Ziehungen und eine Ausgaben-Rangliste.',
    ],
    July: [
      'Juli-Mining-Festival',
      'Checken Sie täglich ein, erreichen Sie die Ausgabenziele und steigen Sie in der Juli-Rangliste auf.',
    ],
    August: [
      'August-Mining-Festival',
      'Checken Sie täglich ein, erreichen Sie die Ausgabenziele und steigen Sie in der August-Rangliste auf.',
    ],
    NovemberActivity: [
      'November-Prämien',
      'Checken Sie täglich ein für Punkte und eine Ziehung, erledigen Sie Aufgaben und steigen Sie in der Rangliste auf.',
    ],
    DecemberActivity: [
      'Dezember-Adventsziehungen',
      'Checken Sie jeden Tag im Dezember ein für Punkte und eine Ziehung.',
    ],
    fufupoint: [
      'FuFu-Punkte-Monat',
      'Sammeln Sie den ganzen Monat FuFu-Punkte: einchecken, Ausgabenziele erreichen und Punktepreise ziehen.',
    ],
    inviteRanking: [
      'Einladungs-Rangliste',
      'Laden Sie Freunde zu FuFu ein: Jede Registrierung bringt Ihnen Punkte, die besten Einladenden gewinnen Preise.',
    ],
    quiz2024: ['Mining-Quiz 2024', 'Testen Sie Ihr Cloud-Mining-Wissen: Alle Antworten richtig bringt Punkte.'],
  },
  rules: {
    window: (start, end) => `Läuft vom ${start} bis ${end} (UTC).`,
    newcomers: (days) => `Für Konten, die in den letzten ${days} Tagen registriert wurden.`,
    checkIn: (n) =>
      `Einmal pro Tag einchecken (UTC). Eine Serie zahlt ${n} Tage lang jeden Tag mehr und beginnt dann von vorn; ein verpasster Tag startet sie neu.`,
    drawsPerCheckIn: (d) => `Jedes Einchecken bringt ${d} ${d === 1 ? 'Ziehung' : 'Ziehungen'}.`,
    missions: 'Aufgaben zählen, was Sie während der Aktion tun; jede Prämie kann einmal abgeholt werden.',
    lottery:
      'Jede Ziehung wird auf unserem Server entschieden; ein Preis mit begrenzter Anzahl endet, wenn keiner mehr übrig ist.',
    welcomeDraws: (d) => `Sie starten mit ${d} ${d === 1 ? 'Ziehung' : 'Ziehungen'}.`,
    ranking: (metric, size) =>
      metric === 'spendUsd'
        ? `Die Top ${size} nach Tarifausgaben während der Aktion gewinnen die Ranglistenpreise; die Rangliste steht mit dem Ende der Aktion fest.`
        : `Die Top ${size} nach Freunden, die sich während der Aktion registrieren, gewinnen die Ranglistenpreise; die Rangliste steht mit dem Ende der Aktion fest.`,
    quiz: 'Beantworten Sie jede Frage, einmal; alle Antworten richtig bringt die Prämie.',
    invite:
      'Ein Freund, der sich mit Ihrem Code registriert, erhält das Geschenk; Sie erhalten Ihre Prämie für jede Registrierung während der Aktion.',
    trialCash: (days) =>
      `Neue Konten ohne bezahlten Tarif erhalten einmal Testguthaben: einen Hashrate-Gutschein, ${days} Tage gültig.`,
    plans:
      'Reservieren Sie das nächste Kontingent, um bei Verkaufsstart benachrichtigt zu werden: eine Reservierung pro Konto und Kontingent.',
    points: 'Punkte sind FuFu-Punkte (1 Punkt = 1 USD).',
  },
  missions: {
    register: 'Konto erstellen',
    kyc: 'Identität bestätigen',
    fundPassword: 'Fondspasswort festlegen',
    firstOrder: 'Ersten Tarif kaufen',
    spendUsd: (usd) => `${usd} $ für Tarife ausgeben`,
    invite: (n) => (n === 1 ? 'Einen Freund einladen' : `${n} Freunde einladen`),
    checkInDays: (n) => `An ${n} Tagen einchecken`,
  },
  rewards: {
    points: (a) => `${a} Punkte`,
    hashrateCoupon: (usd) => `Hashrate-Gutschein über ${usd} $`,
    serviceFeeCoupon: (usd) => `Servicegebühren-Gutschein über ${usd} $`,
    none: 'Danke fürs Mitmachen',
  },
  quiz: {
    q1: [
      'Was erhalten Sie mit einem Cloud-Mining-Tarif?',
      'Hashrate in einer Mining-Farm für eine feste Laufzeit',
      'Bitcoin zu einem festen Preis',
      'Einen Miner, der zu Ihnen nach Hause geliefert wird',
    ],
    q2: ['Worin wird Hashrate bei FuFu gemessen?', 'kWh', 'TH/s', 'BTC'],
    q3: ['Wofür wird die Servicegebühr bezahlt?', 'Auszahlungen', 'Das Pool-Konto', 'Strom und Wartung der Miner'],
    q4: [
      'Wie wird der Mining-Ertrag ausgezahlt?',
      'Täglich in BTC auf Ihr Wallet',
      'Einmal am Ende der Laufzeit',
      'Monatlich in USD',
    ],
  },
};

const es: CampaignTexts = {
  campaigns: {
    newcomers: [
      'Regalos para nuevos clientes',
      'Regalos de bienvenida para tus primeros 30 días: completa las tareas iniciales para ganar puntos y un sorteo por cada una.',
    ],
    noviceMarketing: [
      'Minería en la nube para principiantes',
      'Aprende cómo funciona la minería en la nube: responde cuatro preguntas y da los primeros pasos para ganar puntos.',
    ],
    trialCash: ['20 $ de saldo de prueba', '¿Eres nuevo? Consigue un cupón de hashrate de 20 $ para tu primer plan.'],
    shortHashrate: [
      'Planes a corto plazo',
      'Prueba la minería con nuestros planes más cortos y reserva el próximo lanzamiento antes de que se agote.',
    ],
    invitee: [
      'Te han invitado',
      'Un amigo te ha invitado a FuFu: regístrate con su código y recibe un regalo de bienvenida.',
    ],
    '2024MayPizza': [
      'Bitcoin Pizza Day 2024',
      'Celebramos los 10 000 BTC por dos pizzas: registros diarios, sorteos y una clasificación por gasto.',
    ],
    July: [
      'Festival de minería de julio',
      'Regístrate cada día, alcanza los objetivos de gasto y sube en la clasificación de julio.',
    ],
    August: [
      'Festival de minería de agosto',
      'Regístrate cada día, alcanza los objetivos de gasto y sube en la clasificación de agosto.',
    ],
    NovemberActivity: [
      'Recompensas de noviembre',
      'Regístrate cada día para ganar puntos y un sorteo, completa misiones y sube en la clasificación.',
    ],
    DecemberActivity: [
      'Sorteos de adviento de diciembre',
      'Regístrate cada día de diciembre para ganar puntos y un sorteo.',
    ],
    fufupoint: [
      'Mes de los puntos FuFu',
      'Gana puntos FuFu todo el mes: regístrate, alcanza objetivos de gasto y sortea premios en puntos.',
    ],
    inviteRanking: [
      'Clasificación de invitaciones',
      'Invita a amigos a FuFu: cada registro te da puntos y los mejores anfitriones ganan premios.',
    ],
    quiz2024: [
      'Cuestionario de minería 2024',
      'Pon a prueba lo que sabes de minería en la nube: todas las respuestas correctas dan puntos.',
    ],
  },
  rules: {
    window: (start, end) => `Del ${start} al ${end} (UTC).`,
    newcomers: (days) => `Para cuentas registradas en los últimos ${days} días.`,
    checkIn: (n) =>
      `Regístrate una vez al día (UTC). Una racha paga más cada día durante ${n} días y luego vuelve a empezar; si faltas un día, se reinicia.`,
    drawsPerCheckIn: (d) => `Cada registro añade ${d} ${d === 1 ? 'sorteo' : 'sorteos'}.`,
    missions: 'Las misiones cuentan lo que haces durante la campaña; cada recompensa se reclama una vez.',
    lottery: 'Cada sorteo se decide en nuestro servidor; un premio con cantidad limitada se acaba cuando no quedan.',
    welcomeDraws: (d) => `Empiezas con ${d} ${d === 1 ? 'sorteo' : 'sorteos'}.`,
    ranking: (metric, size) =>
      metric === 'spendUsd'
        ? `Los ${size} primeros por gasto en planes durante la campaña ganan los premios; la clasificación es definitiva al terminar la campaña.`
        : `Los ${size} primeros por amigos registrados durante la campaña ganan los premios; la clasificación es definitiva al terminar la campaña.`,
    quiz: 'Responde todas las preguntas, una sola vez; todas correctas dan la recompensa.',
    invite:
      'Un amigo que se registra con tu código recibe el regalo; tú ganas tu recompensa por cada registro durante la campaña.',
    trialCash: (days) =>
      `Las cuentas nuevas sin un plan pagado reciben saldo de prueba una vez: un cupón de hashrate válido durante ${days} días.`,
    plans: 'Reserva el próximo lanzamiento para recibir un aviso cuando abra: una reserva por cuenta y lanzamiento.',
    points: 'Los puntos son puntos FuFu (1 punto = 1 USD).',
  },
  missions: {
    register: 'Crea tu cuenta',
    kyc: 'Verifica tu identidad',
    fundPassword: 'Configura una contraseña de fondos',
    firstOrder: 'Compra tu primer plan',
    spendUsd: (usd) => `Gasta ${usd} $ en planes`,
    invite: (n) => (n === 1 ? 'Invita a un amigo' : `Invita a ${n} amigos`),
    checkInDays: (n) => `Regístrate ${n} días`,
  },
  rewards: {
    points: (a) => `${a} puntos`,
    hashrateCoupon: (usd) => `Cupón de hashrate de ${usd} $`,
    serviceFeeCoupon: (usd) => `Cupón de tarifa de servicio de ${usd} $`,
    none: 'Gracias por participar',
  },
  quiz: {
    q1: [
      '¿Qué te da un plan de minería en la nube?',
      'Hashrate en una granja de minería durante un plazo fijo',
      'Bitcoin a un precio fijo',
      'Un minero enviado a tu casa',
    ],
    q2: ['¿En qué se mide el hashrate en FuFu?', 'kWh', 'TH/s', 'BTC'],
    q3: [
      '¿Qué paga la tarifa de servicio?',
      'Los retiros',
      'La cuenta del pool',
      'La electricidad y el mantenimiento de los mineros',
    ],
    q4: [
      '¿Cómo se paga la producción de la minería?',
      'A diario, en BTC, a tu monedero',
      'Una vez, al final del plazo',
      'Cada mes, en USD',
    ],
  },
};

const fr: CampaignTexts = {
  campaigns: {
    newcomers: [
      'Cadeaux nouveaux clients',
      'Des cadeaux de bienvenue pour vos 30 premiers jours : accomplissez les tâches de départ pour des points et un tirage chacune.',
    ],
    noviceMarketing: [
      'Le minage cloud pour débutants',
      'Découvrez le minage cloud : répondez à quatre questions et faites vos premiers pas pour gagner des points.',
    ],
    trialCash: [
      '20 $ de crédit d’essai',
      'Nouveau ? Recevez un coupon de hashrate de 20 $ pour votre premier forfait.',
    ],
    shortHashrate: [
      'Forfaits courte durée',
      'Essayez le minage avec nos forfaits les plus courts et réservez la prochaine mise en vente avant la rupture.',
    ],
    invitee: [
      'Vous êtes invité',
      'Un ami vous invite sur FuFu : inscrivez-vous avec son code et recevez un cadeau de bienvenue.',
    ],
    '2024MayPizza': [
      'Bitcoin Pizza Day 2024',
      'Pour fêter les 10 000 BTC de deux pizzas : pointages quotidiens, tirages et classement des dépenses.',
    ],
    July: [
      'Festival du minage de juillet',
      'Pointez chaque jour, atteignez les objectifs de dépense et montez dans le classement de juillet.',
    ],
    August: [
      'Festival du minage d’août',
      'Pointez chaque jour, atteignez les objectifs de dépense et montez dans le classement d’août.',
    ],
    NovemberActivity: [
      'Récompenses de novembre',
      'Pointez chaque jour pour des points et un tirage, accomplissez des missions et montez dans le classement.',
    ],
    DecemberActivity: [
      'Tirages de l’Avent de décembre',
      'Pointez chaque jour de décembre pour des points et un tirage.',
    ],
    fufupoint: [
      'Le mois des points FuFu',
      'Gagnez des points FuFu tout le mois : pointez, atteignez les objectifs de dépense et tirez des lots en points.',
    ],
    inviteRanking: [
      'Classement des parrains',
      'Invitez des amis sur FuFu : chaque inscription vous rapporte des points, et les meilleurs parrains gagnent des lots.',
    ],
    quiz2024: [
      'Quiz minage 2024',
      'Testez vos connaissances en minage cloud : toutes les réponses justes rapportent des points.',
    ],
  },
  rules: {
    window: (start, end) => `Du ${start} au ${end} (UTC).`,
    newcomers: (days) => `Pour les comptes créés au cours des ${days} derniers jours.`,
    checkIn: (n) =>
      `Pointez une fois par jour (UTC). Une série rapporte plus chaque jour pendant ${n} jours, puis recommence ; un jour manqué la remet à zéro.`,
    drawsPerCheckIn: (d) => `Chaque pointage ajoute ${d} ${d === 1 ? 'tirage' : 'tirages'}.`,
    missions: 'Les missions comptent ce que vous faites pendant la campagne ; chaque récompense se réclame une fois.',
    lottery: 'Chaque tirage est décidé sur notre serveur ; un lot en nombre limité prend fin quand il n’en reste plus.',
    welcomeDraws: (d) => `Vous commencez avec ${d} ${d === 1 ? 'tirage' : 'tirages'}.`,
    ranking: (metric, size) =>
      metric === 'spendUsd'
        ? `Les ${size} premiers en dépenses de forfaits pendant la campagne gagnent les lots du classement ; le classement est définitif à la fin de la campagne.`
        : `Les ${size} premiers en amis inscrits pendant la campagne gagnent les lots du classement ; le classement est définitif à la fin de la campagne.`,
    quiz: 'Répondez à chaque question, une seule fois ; toutes les réponses justes rapportent la récompense.',
    invite:
      'Un ami qui s’inscrit avec votre code reçoit le cadeau ; vous gagnez votre récompense pour chaque inscription pendant la campagne.',
    trialCash: (days) =>
      `Les nouveaux comptes sans forfait payé reçoivent une fois un crédit d’essai : un coupon de hashrate valable ${days} jours.`,
    plans:
      'Réservez la prochaine mise en vente pour être prévenu à son ouverture : une réservation par compte et par mise en vente.',
    points: 'Les points sont des points FuFu (1 point = 1 USD).',
  },
  missions: {
    register: 'Créez votre compte',
    kyc: 'Vérifiez votre identité',
    fundPassword: 'Définissez un mot de passe de fonds',
    firstOrder: 'Achetez votre premier forfait',
    spendUsd: (usd) => `Dépensez ${usd} $ en forfaits`,
    invite: (n) => (n === 1 ? 'Invitez un ami' : `Invitez ${n} amis`),
    checkInDays: (n) => `Pointez ${n} jours`,
  },
  rewards: {
    points: (a) => `${a} points`,
    hashrateCoupon: (usd) => `Coupon de hashrate de ${usd} $`,
    serviceFeeCoupon: (usd) => `Coupon de frais de service de ${usd} $`,
    none: 'Merci de votre participation',
  },
  quiz: {
    q1: [
      'Que vous apporte un forfait de minage cloud ?',
      'Du hashrate dans une ferme de minage pour une durée fixe',
      'Du bitcoin à prix fixe',
      'Un mineur livré chez vous',
    ],
    q2: ['En quoi se mesure le hashrate sur FuFu ?', 'kWh', 'TH/s', 'BTC'],
    q3: [
      'À quoi servent les frais de service ?',
      'Aux retraits',
      'Au compte de pool',
      'À l’électricité et à l’entretien des mineurs',
    ],
    q4: [
      'Comment la production du minage est-elle versée ?',
      'Chaque jour, en BTC, sur votre portefeuille',
      'Une fois, à la fin de la durée',
      'Chaque mois, en USD',
    ],
  },
};

const ja: CampaignTexts = {
  campaigns: {
    newcomers: [
      '新規のお客様向けギフト',
      '登録後30日間のウェルカムギフト：スタートタスクを完了するとポイントと抽選1回がもらえます。',
    ],
    noviceMarketing: [
      'はじめてのクラウドマイニング',
      'クラウドマイニングの仕組みを学びましょう：4つの質問に答え、最初のステップでポイントを獲得。',
    ],
    trialCash: ['20ドルのお試し資金', '初めての方へ：最初のプランに使える20ドルのハッシュレートクーポン。'],
    shortHashrate: ['短期プラン', '最短期間のプランでマイニングを体験し、次回の販売を売り切れ前に予約しましょう。'],
    invitee: ['ご招待', 'ご友人からFuFuへの招待です：招待コードで登録するとウェルカムギフトがもらえます。'],
    '2024MayPizza': [
      'ビットコイン・ピザ・デー 2024',
      'ピザ2枚に10,000 BTCを記念して：毎日のチェックイン、抽選、購入額ランキング。',
    ],
    July: ['7月マイニングフェスティバル', '毎日チェックインし、購入目標を達成して7月ランキングの上位を目指そう。'],
    August: ['8月マイニングフェスティバル', '毎日チェックインし、購入目標を達成して8月ランキングの上位を目指そう。'],
    NovemberActivity: [
      '11月の特典',
      '毎日チェックインでポイントと抽選1回、ミッションを達成してランキングの上位を目指そう。',
    ],
    DecemberActivity: ['12月のアドベント抽選', '12月は毎日チェックインでポイントと抽選1回。'],
    fufupoint: ['FuFuポイント月間', '1か月間FuFuポイントを獲得：チェックイン、購入目標の達成、ポイント賞品の抽選。'],
    inviteRanking: ['招待ランキング', '友達をFuFuに招待：登録ごとにポイントを獲得し、上位の招待者には賞品を進呈。'],
    quiz2024: ['マイニングクイズ 2024', 'クラウドマイニングの知識を試そう：全問正解でポイント。'],
  },
  rules: {
    window: (start, end) => `期間：${start}〜${end}（UTC）。`,
    newcomers: (days) => `過去${days}日以内に登録したアカウントが対象です。`,
    checkIn: (n) =>
      `チェックインは1日1回（UTC）。連続チェックインで${n}日間は毎日報酬が増え、その後は最初に戻ります。1日でも空くとリセットされます。`,
    drawsPerCheckIn: (d) => `チェックインごとに抽選が${d}回増えます。`,
    missions: 'ミッションはキャンペーン期間中の行動を数えます。各報酬の受け取りは1回です。',
    lottery: '抽選結果はすべてサーバーで決まります。数量限定の賞品はなくなり次第終了です。',
    welcomeDraws: (d) => `最初に抽選${d}回が付与されます。`,
    ranking: (metric, size) =>
      metric === 'spendUsd'
        ? `期間中のプラン購入額の上位${size}名がランキング賞品を獲得します。ランキングはキャンペーン終了時に確定します。`
        : `期間中に登録した友達の数の上位${size}名がランキング賞品を獲得します。ランキングはキャンペーン終了時に確定します。`,
    quiz: 'すべての質問に1回だけ回答してください。全問正解で報酬がもらえます。',
    invite: 'あなたのコードで登録した友達はギフトを受け取り、あなたは期間中の登録ごとに報酬を獲得します。',
    trialCash: (days) =>
      `支払い済みプランのない新規アカウントは、お試し資金を1回受け取れます：${days}日間有効のハッシュレートクーポン。`,
    plans: '次回の販売を予約すると開始時にお知らせします。予約はアカウントと販売ごとに1回です。',
    points: 'ポイントはFuFuポイントです（1ポイント＝1 USD）。',
  },
  missions: {
    register: 'アカウントを作成する',
    kyc: '本人確認を完了する',
    fundPassword: '資金パスワードを設定する',
    firstOrder: '最初のプランを購入する',
    spendUsd: (usd) => `プランに${usd}ドル使う`,
    invite: (n) => (n === 1 ? '友達を招待する' : `友達を${n}人招待する`),
    checkInDays: (n) => `${n}日チェックインする`,
  },
  rewards: {
    points: (a) => `${a}ポイント`,
    hashrateCoupon: (usd) => `${usd}ドルのハッシュレートクーポン`,
    serviceFeeCoupon: (usd) => `${usd}ドルのサービス料クーポン`,
    none: 'ご参加ありがとうございます',
  },
  quiz: {
    q1: [
      'クラウドマイニングプランで得られるものは？',
      '一定期間、マイニングファームのハッシュレート',
      '固定価格のビットコイン',
      '自宅に届くマイナー',
    ],
    q2: ['FuFuでのハッシュレートの単位は？', 'kWh', 'TH/s', 'BTC'],
    q3: ['サービス料は何に使われますか？', '出金', 'プールアカウント', 'マイナーの電気代と保守'],
    q4: ['マイニングの収益はどのように支払われますか？', '毎日BTCでウォレットへ', '期間終了時に1回', '毎月USDで'],
  },
};

const ko: CampaignTexts = {
  campaigns: {
    newcomers: [
      '신규 고객 선물',
      '가입 후 30일 동안의 환영 선물: 시작 과제를 완료하면 포인트와 과제마다 추첨 1회를 드립니다.',
    ],
    noviceMarketing: [
      '초보자를 위한 클라우드 마이닝',
      '클라우드 마이닝의 원리를 알아보세요: 네 가지 질문에 답하고 첫 단계를 완료해 포인트를 받으세요.',
    ],
    trialCash: ['20달러 체험 자금', '처음이신가요? 첫 플랜에 쓸 수 있는 20달러 해시레이트 쿠폰을 받으세요.'],
    shortHashrate: ['단기 플랜', '가장 짧은 플랜으로 채굴을 체험하고, 매진되기 전에 다음 판매를 예약하세요.'],
    invitee: ['초대를 받으셨습니다', '친구가 FuFu에 초대했습니다: 친구의 코드로 가입하고 환영 선물을 받으세요.'],
    '2024MayPizza': ['비트코인 피자 데이 2024', '피자 두 판에 10,000 BTC를 기념하며: 매일 출석, 추첨, 구매 금액 랭킹.'],
    July: ['7월 마이닝 페스티벌', '매일 출석하고 구매 목표를 달성해 7월 랭킹에 오르세요.'],
    August: ['8월 마이닝 페스티벌', '매일 출석하고 구매 목표를 달성해 8월 랭킹에 오르세요.'],
    NovemberActivity: ['11월 보상', '매일 출석해 포인트와 추첨 1회를 받고, 미션을 완료해 랭킹에 오르세요.'],
    DecemberActivity: ['12월 어드벤트 추첨', '12월 매일 출석하고 포인트와 추첨 1회를 받으세요.'],
    fufupoint: ['FuFu 포인트의 달', '한 달 내내 FuFu 포인트를 모으세요: 출석, 구매 목표 달성, 포인트 경품 추첨.'],
    inviteRanking: ['초대 랭킹', '친구를 FuFu에 초대하세요: 가입마다 포인트를 받고, 상위 초대자는 경품을 받습니다.'],
    quiz2024: ['마이닝 퀴즈 2024', '클라우드 마이닝 지식을 확인해 보세요: 모두 맞히면 포인트를 드립니다.'],
  },
  rules: {
    window: (start, end) => `기간: ${start} ~ ${end} (UTC).`,
    newcomers: (days) => `최근 ${days}일 이내에 가입한 계정이 대상입니다.`,
    checkIn: (n) =>
      `출석은 하루 한 번(UTC)입니다. 연속 출석 시 ${n}일 동안 매일 보상이 늘어나고 그다음 처음부터 다시 시작하며, 하루를 놓치면 초기화됩니다.`,
    drawsPerCheckIn: (d) => `출석할 때마다 추첨이 ${d}회 추가됩니다.`,
    missions: '미션은 캠페인 기간 중의 활동을 집계하며, 각 보상은 한 번만 받을 수 있습니다.',
    lottery: '모든 추첨은 서버에서 결정되며, 수량이 한정된 경품은 모두 소진되면 종료됩니다.',
    welcomeDraws: (d) => `처음에 추첨 ${d}회가 주어집니다.`,
    ranking: (metric, size) =>
      metric === 'spendUsd'
        ? `캠페인 기간 중 플랜 구매 금액 상위 ${size}명이 랭킹 경품을 받으며, 랭킹은 캠페인 종료 시 확정됩니다.`
        : `캠페인 기간 중 가입한 친구 수 상위 ${size}명이 랭킹 경품을 받으며, 랭킹은 캠페인 종료 시 확정됩니다.`,
    quiz: '모든 질문에 한 번만 답하세요. 모두 맞히면 보상을 받습니다.',
    invite: '내 코드로 가입한 친구는 선물을 받고, 나는 캠페인 기간 중 가입마다 보상을 받습니다.',
    trialCash: (days) =>
      `결제한 플랜이 없는 신규 계정은 체험 자금을 한 번 받을 수 있습니다: ${days}일간 유효한 해시레이트 쿠폰.`,
    plans: '다음 판매를 예약하면 시작될 때 알려 드립니다. 예약은 계정과 판매마다 한 번입니다.',
    points: '포인트는 FuFu 포인트입니다(1포인트 = 1 USD).',
  },
  missions: {
    register: '계정 만들기',
    kyc: '본인 인증하기',
    fundPassword: '자금 비밀번호 설정하기',
    firstOrder: '첫 플랜 구매하기',
    spendUsd: (usd) => `플랜에 ${usd}달러 사용하기`,
    invite: (n) => (n === 1 ? '친구 초대하기' : `친구 ${n}명 초대하기`),
    checkInDays: (n) => `${n}일 출석하기`,
  },
  rewards: {
    points: (a) => `${a}포인트`,
    hashrateCoupon: (usd) => `${usd}달러 해시레이트 쿠폰`,
    serviceFeeCoupon: (usd) => `${usd}달러 서비스 수수료 쿠폰`,
    none: '참여해 주셔서 감사합니다',
  },
  quiz: {
    q1: [
      '클라우드 마이닝 플랜으로 무엇을 받나요?',
      '정해진 기간 동안 채굴장의 해시레이트',
      '고정 가격의 비트코인',
      '집으로 배송되는 채굴기',
    ],
    q2: ['FuFu에서 해시레이트의 단위는 무엇인가요?', 'kWh', 'TH/s', 'BTC'],
    q3: ['서비스 수수료는 무엇에 쓰이나요?', '출금', '풀 계정', '채굴기의 전기료와 유지보수'],
    q4: ['채굴 수익은 어떻게 지급되나요?', '매일 BTC로 지갑에', '기간이 끝날 때 한 번', '매월 USD로'],
  },
};

const hk: CampaignTexts = {
  campaigns: {
    newcomers: ['新客戶禮遇', '註冊後 30 天的迎新禮：完成新手任務，每項可獲積分及一次抽獎。'],
    noviceMarketing: ['雲挖礦入門', '了解雲挖礦如何運作：回答四道問題並完成第一步，即可獲得積分。'],
    trialCash: ['20 美元體驗金', '新用戶？領取 20 美元算力券，用於您的首個方案。'],
    shortHashrate: ['短期方案', '以最短期的方案體驗挖礦，並在售罄前預約下一批發售。'],
    invitee: ['您獲邀請', '好友邀請您加入 FuFu：使用其邀請碼註冊即可獲得迎新禮。'],
    '2024MayPizza': ['比特幣披薩日 2024', '紀念以 10,000 BTC 買兩個披薩：每日簽到、抽獎及消費排行榜。'],
    July: ['7 月挖礦節', '每日簽到、達成消費目標，登上 7 月排行榜。'],
    August: ['8 月挖礦節', '每日簽到、達成消費目標，登上 8 月排行榜。'],
    NovemberActivity: ['11 月獎勵', '每日簽到可獲積分及一次抽獎，完成任務並登上排行榜。'],
    DecemberActivity: ['12 月降臨抽獎', '12 月每日簽到可獲積分及一次抽獎。'],
    fufupoint: ['FuFu 積分月', '整月賺取 FuFu 積分：簽到、達成消費目標、抽積分獎品。'],
    inviteRanking: ['邀請排行榜', '邀請好友加入 FuFu：每次註冊都可獲積分，邀請最多者贏取獎品。'],
    quiz2024: ['挖礦問答 2024', '測試您的雲挖礦知識：全部答對即可獲得積分。'],
  },
  rules: {
    window: (start, end) => `活動時間：${start} 至 ${end}（UTC）。`,
    newcomers: (days) => `適用於最近 ${days} 天內註冊的帳戶。`,
    checkIn: (n) => `每天簽到一次（UTC）。連續簽到 ${n} 天內每天獎勵遞增，之後重新開始；中斷一天即重新計算。`,
    drawsPerCheckIn: (d) => `每次簽到增加 ${d} 次抽獎。`,
    missions: '任務計算您在活動期間的行動；每項獎勵只可領取一次。',
    lottery: '每次抽獎均由我們的伺服器決定；限量獎品送完即止。',
    welcomeDraws: (d) => `開始時可獲 ${d} 次抽獎。`,
    ranking: (metric, size) =>
      metric === 'spendUsd'
        ? `活動期間方案消費前 ${size} 名贏取排行榜獎品；排行榜於活動結束時確定。`
        : `活動期間註冊好友數前 ${size} 名贏取排行榜獎品；排行榜於活動結束時確定。`,
    quiz: '每道問題只可回答一次；全部答對即可獲得獎勵。',
    invite: '使用您的邀請碼註冊的好友可獲禮品；活動期間每次註冊您都可獲得獎勵。',
    trialCash: (days) => `未有已付款方案的新帳戶可領取一次體驗金：有效期 ${days} 天的算力券。`,
    plans: '預約下一批發售，開售時會通知您：每個帳戶每批只可預約一次。',
    points: '積分為 FuFu 積分（1 積分 = 1 USD）。',
  },
  missions: {
    register: '建立帳戶',
    kyc: '完成身份認證',
    fundPassword: '設定資金密碼',
    firstOrder: '購買首個方案',
    spendUsd: (usd) => `方案消費 ${usd} 美元`,
    invite: (n) => (n === 1 ? '邀請一位好友' : `邀請 ${n} 位好友`),
    checkInDays: (n) => `簽到 ${n} 天`,
  },
  rewards: {
    points: (a) => `${a} 積分`,
    hashrateCoupon: (usd) => `${usd} 美元算力券`,
    serviceFeeCoupon: (usd) => `${usd} 美元服務費券`,
    none: '感謝參與',
  },
  quiz: {
    q1: ['雲挖礦方案為您提供甚麼？', '在礦場中一段固定期限的算力', '以固定價格購買的比特幣', '寄到府上的礦機'],
    q2: ['FuFu 上的算力以甚麼單位計算？', 'kWh', 'TH/s', 'BTC'],
    q3: ['服務費用於支付甚麼？', '提幣', '礦池帳戶', '礦機的電費與維護'],
    q4: ['挖礦產出如何支付？', '每日以 BTC 發放至您的錢包', '期限結束時一次發放', '每月以 USD 發放'],
  },
};

const zh: CampaignTexts = {
  campaigns: {
    newcomers: ['新客户礼遇', '注册后 30 天的迎新礼：完成新手任务，每项可获积分和一次抽奖。'],
    noviceMarketing: ['云挖矿入门', '了解云挖矿如何运作：回答四道问题并完成第一步，即可获得积分。'],
    trialCash: ['20 美元体验金', '新用户？领取 20 美元算力券，用于您的首个方案。'],
    shortHashrate: ['短期方案', '用最短期的方案体验挖矿，并在售罄前预约下一批发售。'],
    invitee: ['您受到邀请', '好友邀请您加入 FuFu：使用其邀请码注册即可获得迎新礼。'],
    '2024MayPizza': ['比特币披萨日 2024', '纪念用 10,000 BTC 买两个披萨：每日签到、抽奖和消费排行榜。'],
    July: ['7 月挖矿节', '每日签到、达成消费目标，登上 7 月排行榜。'],
    August: ['8 月挖矿节', '每日签到、达成消费目标，登上 8 月排行榜。'],
    NovemberActivity: ['11 月奖励', '每日签到可获积分和一次抽奖，完成任务并登上排行榜。'],
    DecemberActivity: ['12 月降临抽奖', '12 月每日签到可获积分和一次抽奖。'],
    fufupoint: ['FuFu 积分月', '整月赚取 FuFu 积分：签到、达成消费目标、抽积分奖品。'],
    inviteRanking: ['邀请排行榜', '邀请好友加入 FuFu：每次注册都可获积分，邀请最多者赢取奖品。'],
    quiz2024: ['挖矿问答 2024', '测试您的云挖矿知识：全部答对即可获得积分。'],
  },
  rules: {
    window: (start, end) => `活动时间：${start} 至 ${end}（UTC）。`,
    newcomers: (days) => `适用于最近 ${days} 天内注册的账户。`,
    checkIn: (n) => `每天签到一次（UTC）。连续签到 ${n} 天内每天奖励递增，之后重新开始；中断一天即重新计算。`,
    drawsPerCheckIn: (d) => `每次签到增加 ${d} 次抽奖。`,
    missions: '任务统计您在活动期间的行为；每项奖励只能领取一次。',
    lottery: '每次抽奖均由我们的服务器决定；限量奖品送完即止。',
    welcomeDraws: (d) => `开始时可获 ${d} 次抽奖。`,
    ranking: (metric, size) =>
      metric === 'spendUsd'
        ? `活动期间方案消费前 ${size} 名赢取排行榜奖品；排行榜在活动结束时确定。`
        : `活动期间注册好友数前 ${size} 名赢取排行榜奖品；排行榜在活动结束时确定。`,
    quiz: '每道问题只能回答一次；全部答对即可获得奖励。',
    invite: '使用您的邀请码注册的好友可获礼品；活动期间每次注册您都可获得奖励。',
    trialCash: (days) => `没有已付款方案的新账户可领取一次体验金：有效期 ${days} 天的算力券。`,
    plans: '预约下一批发售，开售时会通知您：每个账户每批只能预约一次。',
    points: '积分为 FuFu 积分（1 积分 = 1 USD）。',
  },
  missions: {
    register: '创建账户',
    kyc: '完成身份认证',
    fundPassword: '设置资金密码',
    firstOrder: '购买首个方案',
    spendUsd: (usd) => `方案消费 ${usd} 美元`,
    invite: (n) => (n === 1 ? '邀请一位好友' : `邀请 ${n} 位好友`),
    checkInDays: (n) => `签到 ${n} 天`,
  },
  rewards: {
    points: (a) => `${a} 积分`,
    hashrateCoupon: (usd) => `${usd} 美元算力券`,
    serviceFeeCoupon: (usd) => `${usd} 美元服务费券`,
    none: '感谢参与',
  },
  quiz: {
    q1: ['云挖矿方案为您提供什么？', '在矿场中一段固定期限的算力', '以固定价格购买的比特币', '寄到家里的矿机'],
    q2: ['FuFu 上的算力以什么单位计算？', 'kWh', 'TH/s', 'BTC'],
    q3: ['服务费用于支付什么？', '提币', '矿池账户', '矿机的电费和维护'],
    q4: ['挖矿产出如何支付？', '每日以 BTC 发放到您的钱包', '期限结束时一次发放', '每月以 USD 发放'],
  },
};

export const CAMPAIGN_TEXT: Record<SeoLanguage, CampaignTexts> = { en, de, es, fr, ja, ko, hk, zh };
