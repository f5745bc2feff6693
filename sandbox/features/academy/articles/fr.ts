import type { AcademyTexts } from './index.ts';

/** L’académie en français. */
export const FR: AcademyTexts = {
  'what-is-bitcoin-mining': {
    title: 'Qu’est-ce que le minage de bitcoin ?',
    summary:
      'Comment les nouveaux blocs sont trouvés, pourquoi les mineurs sont payés et ce qu’un hash vient faire là : le minage de bitcoin depuis le début.',
    body: `
<p>Bitcoin n’a ni banque centrale ni entreprise qui tient son registre. À la place, des milliers d’ordinateurs appelés <strong>mineurs</strong> rivalisent pour ajouter la page suivante de transactions, un <em>bloc</em>, au registre partagé : la blockchain. Le gagnant est payé en bitcoins nouvellement créés, plus les frais des transactions qu’il a incluses. Cet article explique comment fonctionne cette compétition.</p>
<h2>Les blocs et le registre</h2>
<p>Chaque bloc regroupe quelques milliers de transactions et pointe vers le bloc précédent : on ne peut donc réécrire la chaîne qu’en refaisant tout le travail empilé par-dessus. Un nouveau bloc est trouvé en moyenne toutes les <strong>10 minutes</strong>, soit environ 144 blocs par jour.</p>
<h2>La preuve de travail : deviner un nombre</h2>
<p>Pour proposer un bloc, un mineur doit trouver un en-tête de bloc dont le double hash SHA-256 est inférieur à une <strong>cible</strong> fixée par le réseau. Il n’existe aucun raccourci : le mineur modifie un petit champ (le nonce) et recalcule, des milliers de milliards de fois par seconde. Chaque essai est un <em>hash</em>, et le nombre d’essais par seconde est la <strong>puissance de hachage</strong> (hashrate). Vérifier une réponse gagnante ne coûte qu’un hash : chaque nœud peut donc contrôler le travail instantanément.</p>
<h2>Ce que gagne un mineur</h2>
<ul>
<li><strong>La subvention de bloc :</strong> les bitcoins créés avec le bloc. Depuis le halving d’avril 2024, elle est de <strong>3,125 BTC</strong> par bloc ; elle est divisée par deux tous les 210 000 blocs, environ tous les quatre ans, jusqu’au plafond de 21 millions.</li>
<li><strong>Les frais de transaction :</strong> ce que paient les utilisateurs pour être inclus, en général quelques pour cent de la subvention.</li>
</ul>
<p>La part attendue des récompenses d’un mineur est égale à sa part de la puissance du réseau. Une machine qui représente un millionième du hashrate du réseau trouve, en moyenne, un millionième des blocs.</p>
<h2>Pourquoi la difficulté compte</h2>
<p>Quand de nouvelles machines arrivent, les blocs viendraient plus vite. Tous les <strong>2016 blocs</strong> (environ deux semaines), le réseau recalcule la cible pour que les blocs reprennent en moyenne 10 minutes. C’est l’<strong>ajustement de la difficulté</strong> : plus il y a de hashrate sur le réseau, moins chaque térahash rapporte de bitcoins.</p>
<h2>Pools et minage cloud</h2>
<p>Un mineur seul pourrait attendre des années avant de trouver un bloc ; les mineurs rejoignent donc des <strong>pools</strong> qui partagent les récompenses selon le travail fourni et paient chaque jour. Le minage cloud va plus loin : vous louez de la puissance de hachage sur des machines qu’une entreprise exploite dans ses fermes, et la production de cette puissance vous est versée. Lisez <a href="/fr/topic/what-is-bitcoin-cloud-mining">ce qu’est le minage cloud de bitcoin</a> ou essayez le <a href="/fr/calculator">calculateur</a> pour voir ce que rapporte aujourd’hui une puissance donnée.</p>`,
  },
  'cloud-mining-vs-home-mining': {
    title: 'Minage cloud ou mineur à soi ?',
    summary:
      'Acheter un ASIC et le faire tourner soi-même ou louer de la puissance de hachage : coûts, effort, risques et à qui convient chaque option.',
    body: `
<p>Il existe deux façons de gagner des bitcoins grâce au minage sans construire de ferme : acheter un mineur et l’exploiter soi-même, ou louer de la puissance à une entreprise qui exploite les machines. Les deux subissent la même économie du réseau ; elles diffèrent par la structure des coûts, l’effort et le risque.</p>
<h2>Exploiter son propre mineur</h2>
<ul>
<li><strong>Investissement initial :</strong> un ASIC récent comme l’Antminer S21 coûte plusieurs milliers de dollars, plus l’alimentation, le réseau et le transport.</li>
<li><strong>Électricité :</strong> un S21 consomme environ 3 500 W en continu. Aux tarifs domestiques de 0,20–0,30 $ le kWh, l’électricité seule coûte généralement plus que les bitcoins minés ; un mineur n’est rentable qu’avec une électricité industrielle à quelques cents le kWh.</li>
<li><strong>Bruit et chaleur :</strong> 75 dB ou plus et 3,5 kW de chaleur : pas pour un salon.</li>
<li><strong>Maintenance :</strong> ventilateurs, cartes de hachage et alimentations tombent en panne ; réparations et arrêts sont à votre charge.</li>
<li><strong>Revente :</strong> la machine vous appartient et vous pouvez la revendre, mais les mineurs perdent vite de la valeur quand des modèles plus efficaces sortent.</li>
</ul>
<h2>Louer de la puissance (minage cloud)</h2>
<ul>
<li><strong>Investissement initial :</strong> des frais de puissance pour une durée fixe, dès de petits montants, sans matériel à acheter.</li>
<li><strong>Coût courant :</strong> des frais de service quotidiens pour l’électricité et l’entretien, au tarif industriel de la ferme.</li>
<li><strong>Effort :</strong> aucun sur place ; le prestataire héberge, refroidit et répare les machines.</li>
<li><strong>Transparence :</strong> un bon prestataire montre la puissance livrée, le pool et le règlement quotidien, pour que vous puissiez vérifier ce qui vous est payé.</li>
<li><strong>Risque de contrepartie :</strong> vous comptez sur le prestataire pour continuer à fonctionner et à payer ; choisissez-en un que vous pouvez vérifier.</li>
</ul>
<h2>Côte à côte</h2>
<table>
<thead><tr><th></th><th>Mineur à soi</th><th>Minage cloud</th></tr></thead>
<tbody>
<tr><td>Coût d’entrée</td><td>Élevé (matériel)</td><td>Faible (frais de puissance)</td></tr>
<tr><td>Prix de l’électricité</td><td>Le vôtre (souvent domestique)</td><td>Industriel, compris dans les frais de service</td></tr>
<tr><td>Travail</td><td>Installation, refroidissement, réparations</td><td>Aucun</td></tr>
<tr><td>Durée</td><td>Jusqu’à la revente ou la panne</td><td>Durée fixe par plan</td></tr>
<tr><td>Risque principal</td><td>Coût de l’électricité, pannes</td><td>Fiabilité du prestataire</td></tr>
</tbody>
</table>
<h2>Qu’est-ce qui vous convient ?</h2>
<p>Si vous avez accès à une électricité bon marché, de la place et les compétences pour entretenir des machines, un mineur à vous peut revenir moins cher par térahash sur sa durée de vie. Sinon, la location vous permet de miner aux prix industriels de l’électricité sans le risque matériel. Dans les deux cas, la production baisse quand la difficulté monte : aucune offre honnête ne peut garantir un profit. Comparez les deux avec vos propres chiffres dans le <a href="/fr/calculator">calculateur</a>.</p>`,
  },
  'bitcoin-halving-2024': {
    title: 'Le halving de 2024 : ce que signifient 3,125 BTC par bloc',
    summary:
      'Le 20 avril 2024, au bloc 840 000, la subvention de bloc est passée de 6,25 à 3,125 BTC. Ce qui a changé pour les mineurs et ce qui vient ensuite.',
    body: `
<p>L’offre de bitcoins suit un calendrier fixe inscrit dans son code : tous les <strong>210 000 blocs</strong>, la subvention versée au mineur d’un bloc est divisée par deux. Cet événement, le <strong>halving</strong>, a lieu environ tous les quatre ans. Le quatrième halving a eu lieu le <strong>20 avril 2024</strong> au bloc <strong>840 000</strong>.</p>
<h2>Le calendrier jusqu’ici</h2>
<table>
<thead><tr><th>Année</th><th>Bloc</th><th>Subvention par bloc</th></tr></thead>
<tbody>
<tr><td>2009</td><td>0</td><td>50 BTC</td></tr>
<tr><td>2012</td><td>210 000</td><td>25 BTC</td></tr>
<tr><td>2016</td><td>420 000</td><td>12,5 BTC</td></tr>
<tr><td>2020</td><td>630 000</td><td>6,25 BTC</td></tr>
<tr><td>2024</td><td>840 000</td><td>3,125 BTC</td></tr>
<tr><td>vers 2028</td><td>1 050 000</td><td>1,5625 BTC</td></tr>
</tbody>
</table>
<p>Les halvings se poursuivent jusqu’à ce que la subvention soit arrondie à zéro vers 2140, lorsque l’offre totale atteindra un peu moins de 21 millions de BTC.</p>
<h2>Ce que cela a changé pour les mineurs</h2>
<p>Du jour au lendemain, chaque térahash a rapporté deux fois moins de bitcoins nouveaux. Avec environ 144 blocs par jour, l’émission quotidienne du réseau est passée de 900 à <strong>450 BTC</strong>. Les mineurs dont les machines étaient déjà à peine rentables avant le halving, généralement des modèles anciens au-delà de 30 J/T avec une électricité au prix moyen, sont passés sous le seuil de rentabilité et ont été arrêtés ou déplacés vers une énergie moins chère. Les machines efficaces comme l’Antminer S21 (17,5 J/T) sont devenues la norme.</p>
<h2>Frais et cours</h2>
<p>La subvention n’est qu’une partie de la récompense : les frais de transaction s’y ajoutent et augmentent quand le réseau est chargé. À long terme, le cours du bitcoin compte plus que tout le reste ; un halving divise par deux les bitcoins, pas forcément les dollars. Personne ne peut prédire le cours, c’est pourquoi chaque estimation de ce site utilise le cours du jour et le précise.</p>
<h2>Ce que cela signifie pour votre plan</h2>
<p>Toutes les estimations de production de ce site utilisent déjà <strong>3,125 BTC</strong> par bloc plus les frais moyens du jour. Un plan qui se prolongerait au-delà du prochain halving (attendu en 2028) ne toucherait ensuite que la moitié de la subvention. Vérifiez les chiffres dans le <a href="/fr/calculator">calculateur</a>, qui affiche en entrée la récompense de bloc utilisée.</p>`,
  },
  'hashrate-units-explained': {
    title: 'Les unités de puissance de hachage : de TH/s à EH/s',
    summary:
      'Ce qu’est un térahash, comment les unités s’enchaînent et comment lire la puissance d’un mineur ou du réseau.',
    body: `
<p>La <strong>puissance de hachage</strong> (hashrate) est le nombre de hashes SHA-256 qu’un mineur calcule par seconde. Chaque hash est un essai pour trouver un bloc valide : la puissance est donc la taille de votre billet à la loterie du minage. Comme les nombres sont énormes, on les écrit avec les préfixes du SI.</p>
<h2>Les unités</h2>
<table>
<thead><tr><th>Unité</th><th>Hashes par seconde</th><th>Usage typique</th></tr></thead>
<tbody>
<tr><td>TH/s (térahash)</td><td>10<sup>12</sup></td><td>Un mineur : un Antminer S21 fait environ 200 TH/s</td></tr>
<tr><td>PH/s (pétahash)</td><td>10<sup>15</sup> = 1 000 TH/s</td><td>Un conteneur ou un gros compte de pool</td></tr>
<tr><td>EH/s (exahash)</td><td>10<sup>18</sup> = 1 000 PH/s</td><td>Une société minière ou un pool</td></tr>
<tr><td>ZH/s (zettahash)</td><td>10<sup>21</sup> = 1 000 EH/s</td><td>Le réseau entier, qui a approché 1 ZH/s en 2025</td></tr>
</tbody>
</table>
<h2>De la puissance à la production attendue</h2>
<p>Trouver un bloc demande en moyenne <em>difficulté × 2<sup>32</sup></em> hashes. Un TH/s qui tourne une journée rapporte donc en moyenne :</p>
<p><code>10<sup>12</sup> × 86 400 × (récompense de bloc + frais) ÷ (difficulté × 2<sup>32</sup>)</code></p>
<p>Avec une difficulté de 120 T et 3,125 BTC par bloc, cela fait environ 0,00000052 BTC par TH/s et par jour, soit à peu près 0,0001 BTC par jour pour un mineur de 200 TH/s. La production est proportionnelle : deux fois plus de puissance, deux fois plus de bitcoins attendus.</p>
<h2>Puissance nominale, déclarée et livrée</h2>
<ul>
<li>La puissance <strong>nominale</strong> est la valeur annoncée par le fabricant pour un modèle.</li>
<li>La puissance <strong>déclarée</strong> (locale) est celle que le mineur calcule lui-même.</li>
<li>La puissance <strong>côté pool</strong> est estimée par le pool à partir des shares reçus ; c’est elle qui est rémunérée. Sur de courtes fenêtres elle fluctue, car les shares sont aléatoires : jugez-la sur la <strong>moyenne sur 24 heures</strong>.</li>
</ul>
<h2>La puissance du réseau</h2>
<p>Personne ne mesure directement le réseau entier : sa puissance est estimée à partir de la vitesse d’arrivée des blocs à la difficulté actuelle. Le chiffre d’une seule journée est bruité ; suivez la tendance avec une moyenne sur 7 jours. Consultez les chiffres du jour dans le <a href="/fr/calculator">calculateur</a>.</p>`,
  },
  'difficulty-adjustment-explained': {
    title: 'Comment fonctionne l’ajustement de la difficulté',
    summary:
      'Tous les 2016 blocs, bitcoin recalibre la difficulté du minage pour que les blocs continuent d’arriver toutes les 10 minutes. Ce que cela signifie pour votre production.',
    body: `
<p>Bitcoin vise un bloc toutes les <strong>10 minutes</strong>. Comme des mineurs arrivent et partent en permanence, le protocole recalibre régulièrement la <strong>difficulté</strong> du minage afin que le rythme reste le même, quelle que soit la puissance qui y travaille.</p>
<h2>Tous les 2016 blocs</h2>
<p>Après chaque série de <strong>2016 blocs</strong>, soit deux semaines si les blocs arrivent à l’heure, chaque nœud compare le temps réellement pris par ces blocs aux 20 160 minutes prévues. S’ils sont arrivés plus vite, la difficulté augmente dans la même proportion ; plus lentement, elle baisse. Un seul ajustement peut modifier la difficulté au plus d’un facteur quatre dans un sens ou dans l’autre.</p>
<p>Exemple : si les 2016 derniers blocs ont pris 13 jours au lieu de 14, la nouvelle difficulté vaut 14 ÷ 13 ≈ 1,077 fois l’ancienne, soit une hausse d’environ 7,7 %.</p>
<h2>Ce que la difficulté représente en chiffres</h2>
<p>La difficulté est un simple nombre : un bloc demande en moyenne <em>difficulté × 2<sup>32</sup></em> hashes. À une difficulté de 120 T (1,2 × 10<sup>14</sup>), cela fait environ 5 × 10<sup>23</sup> hashes, et la puissance du réseau qui en découle est ce nombre divisé par 600 secondes : environ 860 EH/s.</p>
<h2>Pourquoi votre production change</h2>
<p>Votre production attendue par TH/s est inversement proportionnelle à la difficulté. Quand la difficulté augmente de 5 %, chaque térahash rapporte environ 4,8 % de bitcoins en moins ; quand elle baisse, chaque térahash rapporte davantage. Ces dernières années, la difficulté a surtout augmenté à mesure que des machines plus efficaces étaient mises en service, avec des baisses après les halvings et quand l’électricité devenait chère dans les régions minières.</p>
<h2>Planifier avec la difficulté</h2>
<ul>
<li>Toute estimation repose sur la difficulté <strong>du jour</strong> et le dit : ce n’est pas une prévision.</li>
<li>Pour un plan long, partez du principe que la difficulté augmentera pendant sa durée et vérifiez le résultat avec une difficulté plus élevée dans le <a href="/fr/calculator">calculateur</a>.</li>
<li>Votre règlement quotidien suit la difficulté de chaque jour : vous verrez l’effet de chaque ajustement dans l’historique de votre production.</li>
</ul>`,
  },
  'asic-efficiency-j-per-th': {
    title: 'L’efficacité d’un mineur : ce que signifie J/T',
    summary:
      'Les joules par térahash sont le chiffre qui décide si un mineur gagne plus que son électricité ne coûte. Comment le lire et comparer les modèles.',
    body: `
<p>Un mineur de bitcoin transforme de l’électricité en hashes. Son <strong>efficacité</strong> indique combien d’énergie coûte chaque térahash, mesurée en <strong>joules par térahash (J/T)</strong>. Plus c’est bas, mieux c’est.</p>
<h2>Des J/T aux watts</h2>
<p>Un watt étant un joule par seconde, la consommation est simplement puissance de hachage × efficacité :</p>
<p><code>puissance électrique (W) = puissance de hachage (TH/s) × efficacité (J/T)</code></p>
<p>Un Antminer S21 à 200 TH/s et 17,5 J/T consomme 200 × 17,5 = <strong>3 500 W</strong>. Sur une journée, cela fait 3,5 kW × 24 h = 84 kWh ; à 0,06 $ le kWh, l’électricité coûte 5,04 $ par jour.</p>
<h2>Les modèles actuels</h2>
<table>
<thead><tr><th>Modèle</th><th>Puissance de hachage</th><th>Efficacité</th><th>Consommation</th></tr></thead>
<tbody>
<tr><td>Antminer S19 Pro</td><td>110 TH/s</td><td>29,5 J/T</td><td>environ 3 250 W</td></tr>
<tr><td>Antminer S19 XP</td><td>140 TH/s</td><td>21,5 J/T</td><td>environ 3 010 W</td></tr>
<tr><td>Antminer S21</td><td>200 TH/s</td><td>17,5 J/T</td><td>3 500 W</td></tr>
<tr><td>Antminer S21 XP</td><td>270 TH/s</td><td>13,5 J/T</td><td>environ 3 645 W</td></tr>
</tbody>
</table>
<h2>Pourquoi l’efficacité décide de la rentabilité</h2>
<p>Tous les mineurs gagnent les mêmes bitcoins par térahash ; ils diffèrent par ce que coûte chaque térahash à faire tourner. Le coût électrique par TH/s et par jour est <em>J/T × 24 ÷ 1000 × prix du kWh</em>. À 0,06 $ le kWh, un S19 Pro dépense environ 0,042 $ par TH/s et par jour, un S21 XP environ 0,019 $. Quand le revenu par TH/s baisse, après un halving ou une hausse de difficulté, la machine la moins efficace atteint la première son <strong>seuil d’arrêt</strong>.</p>
<h2>Ce qui influence l’efficacité en pratique</h2>
<ul>
<li><strong>La température :</strong> un air d’admission chaud fait tourner les ventilateurs plus vite et rend les puces moins efficaces.</li>
<li><strong>Le réglage du firmware :</strong> le sous-cadencement abaisse les J/T au prix d’un peu de puissance ; le surcadencement fait l’inverse.</li>
<li><strong>Les pertes de l’alimentation :</strong> la valeur mesurée à la prise dépasse de quelques pour cent celle des puces.</li>
</ul>
<p>Nos plans indiquent le modèle de mineur et ses J/T pour que vous sachiez ce que paient vos frais de service. Essayez différentes efficacités dans le <a href="/fr/calculator">calculateur</a>.</p>`,
  },
  'miner-cooling-and-uptime': {
    title: 'Refroidissement et disponibilité : garder les mineurs en marche',
    summary:
      'Refroidissement par air, par eau et par immersion, ce que la disponibilité change pour votre production et pourquoi les pannes sont compensées en prolongeant le plan.',
    body: `
<p>Chaque watt consommé par un mineur devient de la chaleur. Une ferme de mille S21 doit évacuer 3,5 MW de chaleur jour et nuit, et la manière de le faire influe sur l’efficacité, la durée de vie du matériel et la <strong>disponibilité</strong> (uptime), c’est-à-dire la part du temps pendant laquelle les machines hachent réellement.</p>
<h2>Trois façons de refroidir</h2>
<ul>
<li><strong>Refroidissement par air :</strong> les ventilateurs du mineur font passer l’air extérieur à travers les cartes de hachage. C’est peu coûteux et simple, mais la poussière, l’humidité et les étés chauds réduisent les performances et raccourcissent la vie du matériel.</li>
<li><strong>Refroidissement par eau (hydro) :</strong> des plaques froides évacuent la chaleur par un circuit d’eau. Les modèles hydro sont plus denses et plus silencieux et offrent plus de puissance par machine.</li>
<li><strong>Refroidissement par immersion :</strong> les mineurs baignent dans un fluide diélectrique qui absorbe la chaleur de façon homogène. Les puces tournent plus froides et plus stables, ce qui permet un surcadencement prudent et protège de la poussière.</li>
</ul>
<h2>Ce que la disponibilité signifie pour vous</h2>
<p>La production est proportionnelle au temps pendant lequel la puissance tourne. À 98 % de disponibilité, un plan de 100 TH/s livre en moyenne 98 TH/s sur une journée. Les arrêts viennent de la maintenance programmée, des délestages sur des réseaux électriques sous tension, des coupures réseau et des pannes matérielles.</p>
<h2>Comment nous gérons les interruptions</h2>
<ul>
<li>La maintenance programmée est annoncée dans les <a href="/fr/news">actualités</a>, avec les plans concernés et sa durée.</li>
<li>La puissance garantie est la <strong>moyenne sur 24 heures</strong> ; de courtes baisses dans la journée sont normales.</li>
<li>Le temps perdu lors d’une interruption de notre fait est <strong>compensé en prolongeant le plan</strong> d’autant : vous bénéficiez toujours de toute la durée de minage.</li>
<li>Les jours dont les frais de service sont impayés ne sont pas compensés : gardez un solde suffisant ou activez le prélèvement automatique.</li>
</ul>
<h2>Usure du matériel</h2>
<p>Les ventilateurs et les alimentations sont les pièces qui lâchent le plus souvent ; les cartes de hachage se dégradent avec les cycles thermiques. Les fermes gardent des pièces de rechange et des équipes de réparation sur place pour remplacer un mineur en panne plutôt que d’attendre. Lorsque vous comparez des prestataires, demandez comment ils mesurent la disponibilité et ce qu’il advient de votre plan pendant les interruptions.</p>`,
  },
  'pool-payouts-fpps-pplns': {
    title: 'Les paiements des pools expliqués : FPPS et PPLNS',
    summary:
      'Comment les pools de minage partagent les récompenses : paiement par share frais compris (FPPS) ou paiement sur les N derniers shares (PPLNS), leurs frais et leur variance.',
    body: `
<p>Un pool de minage réunit la puissance de nombreux mineurs pour trouver des blocs régulièrement, puis partage les récompenses. La <strong>méthode de paiement</strong> détermine qui porte la chance de trouver des blocs : vous ou le pool.</p>
<h2>Les shares : comment les pools comptent le travail</h2>
<p>Les pools donnent aux mineurs une cible plus facile que celle du réseau. Chaque hash qui l’atteint est un <strong>share</strong>. Les shares prouvent la quantité de travail fournie ; de temps en temps, l’un d’eux atteint aussi la cible du réseau et devient un bloc. Votre part des shares du pool est votre part du travail.</p>
<h2>FPPS : paiement complet par share</h2>
<p>Avec le <strong>FPPS</strong>, le pool paie un montant fixe pour chaque share valide, calculé sur la subvention de bloc <em>attendue</em> <em>et</em> sur les frais de transaction attendus à la difficulté actuelle, que le pool trouve des blocs ou non. Vous touchez un revenu régulier ; le pool porte la variance et prend pour cela des frais plus élevés, généralement 2 à 4 %.</p>
<h2>PPLNS : paiement sur les N derniers shares</h2>
<p>Avec le <strong>PPLNS</strong>, vous n’êtes payé que lorsque le pool trouve effectivement un bloc, au prorata de vos shares parmi les N derniers shares qui le précèdent. Les frais sont plus bas, souvent 0 à 2 %, mais le revenu varie avec la chance du pool : une semaine chanceuse rapporte plus que prévu, une semaine malchanceuse moins. Sur de nombreux mois, la moyenne se rapproche de la valeur attendue.</p>
<h2>Comparaison</h2>
<table>
<thead><tr><th></th><th>FPPS</th><th>PPLNS</th></tr></thead>
<tbody>
<tr><td>Payé pour</td><td>Chaque share</td><td>Les blocs trouvés par le pool</td></tr>
<tr><td>Frais de transaction inclus</td><td>Frais attendus</td><td>Frais réels des blocs trouvés</td></tr>
<tr><td>Variance</td><td>Portée par le pool</td><td>Portée par vous</td></tr>
<tr><td>Frais de pool typiques</td><td>Plus élevés</td><td>Plus bas</td></tr>
<tr><td>Convient à</td><td>Un revenu quotidien régulier</td><td>Des mineurs patients, à long terme</td></tr>
</tbody>
</table>
<h2>Seuils et règlement</h2>
<p>Les pools règlent les gains une fois par jour, par jour UTC, et les envoient lorsque le solde dépasse un <strong>seuil de paiement</strong> (0,005 BTC chez nous) pour limiter les frais on-chain. Consultez les frais et le seuil sur la <a href="/fr/pool">page du pool</a>.</p>`,
  },
  'hashprice-and-breakeven': {
    title: 'Hashprice, seuil de rentabilité et prix d’arrêt',
    summary:
      'Les chiffres qu’utilisent les mineurs pour décider si le minage rapporte : revenu par térahash et par jour, jours avant rentabilité et prix auquel un mineur s’arrête.',
    body: `
<p>Savoir si le minage rapporte revient à une comparaison simple : ce qu’un térahash gagne en une journée face à ce qu’il coûte à faire tourner. Les mineurs suivent pour cela une poignée de chiffres.</p>
<h2>Le hashprice</h2>
<p>Le <strong>hashprice</strong> est le revenu attendu d’une unité de puissance par jour, généralement en dollars par PH/s et par jour :</p>
<p><code>hashprice = BTC par TH/s et par jour × cours du BTC × 1000</code></p>
<p>À une difficulté de 120 T, avec 3,125 BTC par bloc plus environ 0,02 BTC de frais et un cours de 95 000 $, un TH/s rapporte environ 0,00000053 BTC : le hashprice est donc d’environ 50 $ par PH/s et par jour. Il baisse quand la difficulté monte ou lors d’un halving, et monte avec le cours du bitcoin et les frais.</p>
<h2>Le coût par térahash</h2>
<p>Pour votre propre mineur, le coût quotidien par TH/s est surtout l’électricité : <em>efficacité (J/T) × 24 ÷ 1000 × prix du kWh</em>. Pour un plan cloud, ce sont les <strong>frais de service</strong> par TH/s et par jour, plus les <strong>frais de puissance</strong> payés d’avance et répartis sur la durée, plus les frais de pool prélevés sur la production.</p>
<h2>Le seuil de rentabilité</h2>
<p>Le <strong>seuil de rentabilité statique</strong> d’un plan est le nombre de jours au bout duquel la production nette (production moins frais de service, aux chiffres du jour) a remboursé les frais de puissance :</p>
<p><code>jours avant rentabilité = frais de puissance ÷ (production quotidienne en USD − frais de service quotidiens)</code></p>
<p>Si ce seuil dépasse la durée du plan, celui-ci ne serait pas rentabilisé aux chiffres du jour. L’estimation est dite « statique » car elle garde la difficulté et le cours constants ; en réalité, les deux évoluent.</p>
<h2>Le prix d’arrêt</h2>
<p>Le <strong>prix d’arrêt</strong> est le cours du bitcoin auquel la production d’une journée vaut exactement son coût d’exploitation. En dessous, le minage perd de l’argent chaque jour, quel qu’ait été le prix du matériel. Des machines efficaces et une électricité bon marché abaissent le prix d’arrêt.</p>
<h2>Utiliser les chiffres honnêtement</h2>
<p>Chacun de ces chiffres est une estimation à la difficulté et au cours du jour, pas une promesse. Saisissez vos propres hypothèses, y compris une difficulté plus élevée, dans le <a href="/fr/calculator">calculateur</a>, qui affiche les formules utilisées.</p>`,
  },
  'custody-and-withdrawal-security': {
    title: 'Protéger les bitcoins que vous minez',
    summary:
      'Auto-conservation, phrases de récupération, adresses de retrait, mot de passe de fonds et authentification à deux facteurs : une liste de sécurité pratique.',
    body: `
<p>La production minière est versée en bitcoins, et des bitcoins envoyés à une adresse erronée ou volée ne peuvent pas être récupérés. Quelques habitudes évitent presque toutes les pertes que nous constatons.</p>
<h2>La garde : qui détient les clés</h2>
<p>Celui qui détient les <strong>clés privées</strong> contrôle les coins. Les coins du solde de votre compte sont conservés par nous ; les coins d’un portefeuille dont vous seul détenez les clés sont en <strong>auto-conservation</strong>. Pour les montants que vous gardez à long terme, retirez-les vers un portefeuille que vous contrôlez, idéalement un portefeuille matériel.</p>
<ul>
<li>Notez la <strong>phrase de récupération</strong> (12 ou 24 mots) sur papier ou sur métal, conservez-la hors ligne et ne la saisissez jamais sur un site, dans une messagerie ou sur une photo.</li>
<li>Personne du support ne vous demandera jamais votre phrase de récupération, votre mot de passe ou vos codes d’authentification.</li>
</ul>
<h2>Protégez votre compte</h2>
<ul>
<li>Utilisez un mot de passe long et unique, et un gestionnaire de mots de passe.</li>
<li>Activez une <strong>application d’authentification</strong> (TOTP) ; elle est plus sûre que les codes SMS, qui peuvent être volés par échange de carte SIM.</li>
<li>Définissez un <strong>mot de passe de fonds</strong> : les retraits et les changements d’adresse le demandent.</li>
<li>Consultez l’historique de connexion et déconnectez les appareils que vous ne reconnaissez pas.</li>
</ul>
<h2>Retirer sans erreur</h2>
<ul>
<li>Copiez les adresses au lieu de les taper, et comparez les premiers et derniers caractères après le collage : des logiciels malveillants remplacent les adresses dans le presse-papiers.</li>
<li>Vérifiez le <strong>réseau</strong> : une adresse bitcoin sur le réseau bitcoin. Envoyer sur le mauvais réseau peut faire perdre les coins.</li>
<li>Enregistrez les adresses dans le carnet. Une <strong>adresse nouvellement ajoutée est bloquée 24 heures</strong> avant de pouvoir servir : un voleur qui accède à votre compte ne peut donc pas retirer immédiatement.</li>
<li>Pour un nouveau portefeuille, envoyez d’abord un petit montant de test.</li>
</ul>
<h2>Reconnaître l’hameçonnage</h2>
<p>Vérifiez la barre d’adresse avant de vous connecter, ne suivez pas les liens de messages non sollicités et méfiez-vous de quiconque propose d’« accélérer » un retrait ou de « débloquer » des gains contre des frais. Lisez <a href="/fr/content/spotting-cloud-mining-scams">comment repérer une arnaque au minage cloud</a> pour connaître les ruses courantes.</p>`,
  },
  'spotting-cloud-mining-scams': {
    title: 'Comment repérer une arnaque au minage cloud',
    summary:
      'Rendements garantis, puissance invérifiable et frais pour débloquer les retraits : les signaux d’alerte des fausses offres de minage et comment vérifier un prestataire.',
    body: `
<p>Les vrais revenus du minage dépendent de la difficulté, du cours et des frais : ils changent donc chaque jour. Beaucoup de sites frauduleux de « minage cloud » promettent le contraire. Ces signes doivent vous arrêter.</p>
<h2>Signaux d’alerte</h2>
<ul>
<li><strong>Des rendements quotidiens garantis ou fixes</strong>, comme « 2 % par jour ». La production minière ne peut pas être garantie ; un pourcentage fixe qui ignore la difficulté est payé avec de nouveaux dépôts, pas par le minage.</li>
<li><strong>Des rendements qui ne suivent pas la difficulté.</strong> Après une hausse de difficulté, la vraie production par TH/s baisse. Si la vôtre ne change jamais, ce n’est pas du minage.</li>
<li><strong>Aucune puissance vérifiable :</strong> pas de pool, pas de statistiques de workers, aucun moyen de voir la puissance livrée.</li>
<li><strong>Des frais pour retirer ou « débloquer »</strong> votre solde, ou une pression pour déposer davantage avant de pouvoir retirer quoi que ce soit.</li>
<li><strong>Une croissance fondée sur le parrainage :</strong> quand les récompenses dépendent surtout du recrutement de nouvelles personnes.</li>
<li><strong>Des exploitants anonymes :</strong> pas de société, pas de fermes, pas d’adresse, pas d’historique.</li>
</ul>
<h2>Comment vérifier un prestataire</h2>
<ol>
<li>Comparez la production annoncée avec un calcul à la difficulté du jour : les deux doivent concorder, aux frais près.</li>
<li>Demandez dans quel <strong>pool</strong> la puissance mine et si vous pouvez voir la puissance côté pool et le règlement quotidien.</li>
<li>Lisez le détail des frais : frais de puissance, frais de service, frais de pool, frais de retrait. Rien ne devrait apparaître seulement au moment du retrait.</li>
<li>Retirez tôt un petit montant et vérifiez qu’il arrive avec un identifiant de transaction consultable sur un explorateur de blocs.</li>
<li>Cherchez l’entreprise derrière : entité immatriculée, fermes, équipe, et depuis combien de temps elle opère.</li>
</ol>
<h2>Notre façon de faire</h2>
<p>Chaque estimation de ce site est présentée comme telle et affiche ses paramètres ; votre tableau de bord montre la moyenne sur 24 heures de la puissance par rapport à celle achetée, la production quotidienne par jour UTC et chaque paiement avec son identifiant de transaction. Confrontez nos chiffres au <a href="/fr/calculator">calculateur</a> et à nos <a href="/fr/pool">statistiques du pool</a>.</p>`,
  },
  'buying-your-first-plan': {
    title: 'Acheter votre premier plan, étape par étape',
    summary:
      'Choisir un plan, lire ses frais, payer et le voir démarrer : le parcours de votre première commande de minage cloud.',
    body: `
<p>Ce guide accompagne une première commande, de la comparaison des plans à la production du premier jour dans votre tableau de bord.</p>
<h2>1. Comparez les plans</h2>
<p>Sur la <a href="/fr/list">page des plans</a>, chaque plan indique le modèle de mineur, la puissance, la durée, l’efficacité (J/T), le pool et une production <strong>estimée</strong> sur toute la durée, à la difficulté et au cours du jour. Il en existe plusieurs types :</p>
<ul>
<li>Les plans <strong>Easy</strong> : tout compris, un bon premier choix.</li>
<li>Les plans <strong>Full</strong> : plus de puissance sur une durée plus longue.</li>
<li>Les plans <strong>Stable</strong> : des durées courtes sur des mineurs efficaces.</li>
</ul>
<h2>2. Lisez les frais</h2>
<ul>
<li>Les <strong>frais de puissance</strong> se paient une fois, à l’achat.</li>
<li>Les <strong>frais de service</strong> couvrent l’électricité et l’entretien, par TH/s et par jour. Le premier paiement est dû au passage en caisse ; ensuite, ils sont prélevés sur votre solde, automatiquement si vous activez le prélèvement automatique.</li>
<li>Les <strong>frais de pool</strong> sont prélevés sur la production, en pourcentage.</li>
</ul>
<p>Un jour dont les frais de service sont impayés n’est ni miné ni compensé ; le plan vous prévient avant que cela arrive.</p>
<h2>3. Vérifiez l’estimation vous-même</h2>
<p>Ouvrez le plan dans le <a href="/fr/calculator">calculateur</a> : il affiche la production quotidienne, le revenu net après frais et le seuil de rentabilité statique aux chiffres du jour, avec les formules. Essayez une difficulté plus élevée pour voir un scénario prudent.</p>
<h2>4. Payez et attendez le démarrage</h2>
<p>Choisissez la quantité et payez. Le plan prend effet en quelques heures ; son premier jour de minage commence à <strong>00:00 UTC</strong>, et chaque jour est réglé par jour UTC.</p>
<h2>5. Suivez-le dans le tableau de bord</h2>
<p>La page de votre commande affiche l’état (démarrage en attente, en cours, terminé), les jours de frais de service restants et la production quotidienne. Lisez <a href="/fr/content/reading-your-hashrate-dashboard">comment lire votre tableau de bord de puissance</a> pour comprendre les graphiques.</p>`,
  },
  'reading-your-hashrate-dashboard': {
    title: 'Lire votre tableau de bord de puissance de hachage',
    summary:
      'Puissance achetée ou livrée, moyennes sur 10 minutes, 1 heure et 24 heures, état des workers et règlement quotidien expliqués.',
    body: `
<p>Votre tableau de bord montre ce que fait votre puissance de hachage et ce qu’elle a rapporté. Les chiffres suivent quelques règles qu’il est utile de connaître.</p>
<h2>Puissance achetée et puissance livrée</h2>
<p>Le graphique affiche une <strong>ligne de référence</strong> à la puissance achetée et la puissance que le pool voit réellement. La puissance côté pool est estimée à partir de shares aléatoires : elle oscille donc autour de la ligne d’une heure à l’autre. Ce qui compte est la <strong>moyenne sur 24 heures</strong>, celle que votre plan garantit.</p>
<h2>10 minutes, 1 heure, 24 heures</h2>
<ul>
<li>La valeur sur <strong>10 minutes</strong> réagit vite mais est bruitée : elle vous dit que les machines tournent.</li>
<li>La valeur sur <strong>1 heure</strong> lisse l’essentiel du bruit.</li>
<li>La moyenne sur <strong>24 heures</strong> est celle qui permet de juger la livraison. Tant qu’une fenêtre n’est pas complète, par exemple dans les premières heures d’un plan, elle affiche <em>n.d.</em> plutôt qu’un chiffre trompeur.</li>
</ul>
<h2>État des workers</h2>
<p>Sur vos pages de pool, chaque worker est <strong>en ligne</strong> tant qu’il envoie des shares, <strong>hors ligne</strong> après 20 minutes sans share et <strong>invalide</strong> après 24 heures sans share.</p>
<h2>Production quotidienne et règlement</h2>
<ul>
<li>La production est réglée par <strong>jour UTC</strong> ; toutes les dates du tableau de bord sont en UTC et l’indiquent.</li>
<li><strong>Aujourd’hui</strong> est une journée partielle et signalée comme telle ; son chiffre augmente jusqu’à minuit UTC.</li>
<li>La production de chaque jour suit la difficulté de ce jour : elle change donc après chaque ajustement, même si votre puissance ne change pas.</li>
<li>Les montants sont affichés en BTC avec 8 décimales ; vous pouvez les exporter en CSV pour vos archives et vos impôts.</li>
</ul>
<h2>Quand quelque chose semble anormal</h2>
<p>Si la moyenne sur 24 heures reste inférieure à ce que vous avez acheté, consultez d’abord les <a href="/fr/news">actualités</a> pour une éventuelle maintenance : les interruptions de notre fait sont compensées en prolongeant le plan. Si rien n’est annoncé, contactez le support avec votre numéro de commande.</p>`,
  },
};
