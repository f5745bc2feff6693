import type { AcademyTexts } from './index.ts';

/** Die Akademie auf Deutsch. */
export const DE: AcademyTexts = {
  'what-is-bitcoin-mining': {
    title: 'Was ist Bitcoin-Mining?',
    summary:
      'Wie neue Blöcke gefunden werden, warum Miner bezahlt werden und was ein Hash damit zu tun hat: Bitcoin-Mining von Grund auf erklärt.',
    body: `
<p>Bitcoin hat keine Zentralbank und kein Unternehmen, das sein Kassenbuch führt. Stattdessen konkurrieren Tausende Rechner, die <strong>Miner</strong>, darum, die nächste Seite mit Transaktionen, einen <em>Block</em>, an das gemeinsame Kassenbuch, die Blockchain, anzuhängen. Der Gewinner erhält neu geschaffene Bitcoin sowie die Gebühren der aufgenommenen Transaktionen. Dieser Artikel erklärt, wie dieser Wettbewerb funktioniert.</p>
<h2>Blöcke und das Kassenbuch</h2>
<p>Jeder Block bündelt einige Tausend Transaktionen und verweist auf den vorherigen Block. Die Kette lässt sich daher nur umschreiben, wenn man die gesamte darauf aufgebaute Arbeit wiederholt. Im Durchschnitt wird etwa alle <strong>10 Minuten</strong> ein neuer Block gefunden, also rund 144 Blöcke am Tag.</p>
<h2>Proof of Work: eine Zahl erraten</h2>
<p>Um einen Block vorzuschlagen, muss ein Miner einen Block-Header finden, dessen doppelter SHA-256-Hash unter einem vom Netzwerk festgelegten <strong>Zielwert</strong> liegt. Eine Abkürzung gibt es nicht: Der Miner ändert ein kleines Feld (die Nonce) und hasht erneut, billionenfach pro Sekunde. Jeder Versuch ist ein <em>Hash</em>, die Zahl der Versuche pro Sekunde ist die <strong>Hashrate</strong>. Eine gefundene Lösung zu prüfen kostet nur einen Hash, sodass jeder Knoten die Arbeit sofort verifizieren kann.</p>
<h2>Was ein Miner verdient</h2>
<ul>
<li><strong>Die Blocksubvention:</strong> neue Bitcoin, die mit dem Block entstehen. Seit dem Halving im April 2024 sind es <strong>3,125 BTC</strong> pro Block; sie halbiert sich alle 210.000 Blöcke, also etwa alle vier Jahre, bis die Obergrenze von 21 Millionen erreicht ist.</li>
<li><strong>Transaktionsgebühren:</strong> was Nutzer für die Aufnahme zahlen, meist einige Prozent der Subvention.</li>
</ul>
<p>Der erwartete Anteil eines Miners an den Belohnungen entspricht seinem Anteil an der Hashrate des Netzwerks. Eine Maschine mit einem Millionstel der Netzwerk-Hashrate findet im Mittel ein Millionstel der Blöcke.</p>
<h2>Warum die Difficulty wichtig ist</h2>
<p>Kommen mehr Maschinen hinzu, würden Blöcke schneller gefunden. Alle <strong>2016 Blöcke</strong> (etwa zwei Wochen) setzt das Netzwerk den Zielwert neu, sodass Blöcke wieder durchschnittlich 10 Minuten dauern. Das ist die <strong>Difficulty-Anpassung</strong>: Mehr Hashrate im Netzwerk bedeutet weniger Bitcoin pro Terahash.</p>
<h2>Pools und Cloud Mining</h2>
<p>Ein einzelner Miner könnte allein jahrelang auf einen Block warten. Deshalb schließen sich Miner in <strong>Pools</strong> zusammen, die die Belohnungen nach geleisteter Arbeit teilen und täglich auszahlen. Cloud Mining geht einen Schritt weiter: Sie mieten Hashrate auf Maschinen, die ein Unternehmen in seinen Farmen betreibt, und der Ertrag dieser Hashrate wird an Sie ausgezahlt. Lesen Sie, <a href="/de/topic/what-is-bitcoin-cloud-mining">was Bitcoin Cloud Mining ist</a>, oder probieren Sie den <a href="/de/calculator">Rechner</a> aus, um zu sehen, was eine Hashrate heute erwirtschaftet.</p>`,
  },
  'cloud-mining-vs-home-mining': {
    title: 'Cloud Mining oder eigener Miner?',
    summary:
      'Einen ASIC kaufen und selbst betreiben oder Hashrate mieten: Kosten, Aufwand, Risiken und für wen sich welche Variante eignet.',
    body: `
<p>Es gibt zwei Wege, mit Mining Bitcoin zu verdienen, ohne eine Farm zu bauen: einen Miner kaufen und selbst betreiben oder Hashrate bei einem Unternehmen mieten, das die Maschinen betreibt. Beide unterliegen denselben Netzwerkregeln; sie unterscheiden sich in Kostenstruktur, Aufwand und Risiko.</p>
<h2>Einen eigenen Miner betreiben</h2>
<ul>
<li><strong>Anschaffung:</strong> Ein aktueller ASIC wie der Antminer S21 kostet einige Tausend Dollar, dazu Netzteil, Netzwerk und Versand.</li>
<li><strong>Strom:</strong> Ein S21 zieht rund um die Uhr etwa 3.500 W. Bei Haushaltsstrompreisen von 0,20–0,30 $ pro kWh kostet allein der Strom meist mehr, als der Miner an Bitcoin erzeugt; rentabel wird er erst mit Industriestrom zu wenigen Cent pro kWh.</li>
<li><strong>Lärm und Wärme:</strong> 75 dB und mehr sowie 3,5 kW Abwärme: nichts fürs Wohnzimmer.</li>
<li><strong>Wartung:</strong> Lüfter, Hashboards und Netzteile fallen aus; Reparaturen und Ausfallzeiten tragen Sie selbst.</li>
<li><strong>Wiederverkauf:</strong> Die Maschine gehört Ihnen, verliert aber schnell an Wert, sobald effizientere Modelle erscheinen.</li>
</ul>
<h2>Hashrate mieten (Cloud Mining)</h2>
<ul>
<li><strong>Einstieg:</strong> eine Hashrate-Gebühr für eine feste Laufzeit, schon ab kleinen Beträgen, ohne Hardwarekauf.</li>
<li><strong>Laufende Kosten:</strong> eine tägliche Servicegebühr für Strom und Betrieb zum Industrietarif der Farm.</li>
<li><strong>Aufwand:</strong> keiner vor Ort; der Anbieter hostet, kühlt und repariert die Maschinen.</li>
<li><strong>Transparenz:</strong> Ein guter Anbieter zeigt gelieferte Hashrate, Pool und tägliche Abrechnung, damit Sie prüfen können, was Sie erhalten.</li>
<li><strong>Gegenparteirisiko:</strong> Sie verlassen sich darauf, dass der Anbieter weiterläuft und auszahlt; wählen Sie einen, den Sie überprüfen können.</li>
</ul>
<h2>Im Vergleich</h2>
<table>
<thead><tr><th></th><th>Eigener Miner</th><th>Cloud Mining</th></tr></thead>
<tbody>
<tr><td>Einstiegskosten</td><td>Hoch (Hardware)</td><td>Niedrig (Hashrate-Gebühr)</td></tr>
<tr><td>Strompreis</td><td>Ihr eigener (oft Haushaltstarif)</td><td>Industriell, in der Servicegebühr</td></tr>
<tr><td>Arbeit</td><td>Einrichtung, Kühlung, Reparaturen</td><td>Keine</td></tr>
<tr><td>Laufzeit</td><td>Bis zum Verkauf oder Defekt</td><td>Feste Laufzeit je Plan</td></tr>
<tr><td>Hauptrisiko</td><td>Stromkosten, Ausfälle</td><td>Zuverlässigkeit des Anbieters</td></tr>
</tbody>
</table>
<h2>Was passt zu Ihnen?</h2>
<p>Wenn Sie günstigen Strom, Platz und das Know-how zur Wartung haben, kann ein eigener Miner über seine Lebensdauer pro Terahash günstiger sein. Wenn nicht, können Sie durch Mieten zu Industriestrompreisen minen, ohne das Hardwarerisiko zu tragen. In beiden Fällen sinkt der Ertrag, wenn die Difficulty steigt; kein seriöses Angebot kann Gewinn garantieren. Vergleichen Sie beide Varianten mit Ihren eigenen Zahlen im <a href="/de/calculator">Rechner</a>.</p>`,
  },
  'bitcoin-halving-2024': {
    title: 'Das Halving 2024: Was 3,125 BTC pro Block bedeuten',
    summary:
      'Am 20. April 2024 sank bei Block 840.000 die Blocksubvention von 6,25 auf 3,125 BTC. Was sich für Miner geändert hat und was als Nächstes kommt.',
    body: `
<p>Das Angebot von Bitcoin folgt einem festen, im Code verankerten Plan: Alle <strong>210.000 Blöcke</strong> wird die Subvention für den Finder eines Blocks halbiert. Dieses Ereignis, das <strong>Halving</strong>, findet etwa alle vier Jahre statt. Das vierte Halving erfolgte am <strong>20. April 2024</strong> bei Block <strong>840.000</strong>.</p>
<h2>Der bisherige Verlauf</h2>
<table>
<thead><tr><th>Jahr</th><th>Block</th><th>Subvention pro Block</th></tr></thead>
<tbody>
<tr><td>2009</td><td>0</td><td>50 BTC</td></tr>
<tr><td>2012</td><td>210.000</td><td>25 BTC</td></tr>
<tr><td>2016</td><td>420.000</td><td>12,5 BTC</td></tr>
<tr><td>2020</td><td>630.000</td><td>6,25 BTC</td></tr>
<tr><td>2024</td><td>840.000</td><td>3,125 BTC</td></tr>
<tr><td>etwa 2028</td><td>1.050.000</td><td>1,5625 BTC</td></tr>
</tbody>
</table>
<p>Die Halvings gehen weiter, bis die Subvention um das Jahr 2140 auf null abgerundet wird; dann erreicht die Gesamtmenge knapp 21 Millionen BTC.</p>
<h2>Was es für Miner bedeutete</h2>
<p>Über Nacht brachte jeder Terahash nur noch halb so viele neue Bitcoin. Bei rund 144 Blöcken am Tag fiel die tägliche Neuausgabe des Netzwerks von 900 auf <strong>450 BTC</strong>. Miner, deren Maschinen schon vorher kaum rentabel waren, typischerweise ältere Modelle über 30 J/T bei durchschnittlichen Strompreisen, rutschten unter die Gewinnschwelle und wurden abgeschaltet oder zu günstigerem Strom verlegt. Effiziente Maschinen wie der Antminer S21 (17,5 J/T) wurden zum Standard.</p>
<h2>Gebühren und Kurs</h2>
<p>Die Subvention ist nur ein Teil der Belohnung: Transaktionsgebühren kommen hinzu und steigen, wenn das Netzwerk ausgelastet ist. Langfristig zählt der Bitcoin-Kurs mehr als alles andere; ein Halving halbiert die Coins, nicht zwangsläufig die Dollar. Niemand kann den Kurs vorhersagen, deshalb verwendet jede Schätzung auf dieser Website den heutigen Kurs und sagt das auch.</p>
<h2>Was das für Ihren Plan bedeutet</h2>
<p>Alle Ertragsschätzungen auf dieser Website rechnen bereits mit <strong>3,125 BTC</strong> pro Block plus den durchschnittlichen Gebühren des Tages. Ein Plan, der über das nächste Halving (erwartet 2028) hinausläuft, würde danach nur noch die halbe Subvention erhalten. Prüfen Sie die Zahlen im <a href="/de/calculator">Rechner</a>, der die verwendete Blockbelohnung als Eingabe zeigt.</p>`,
  },
  'hashrate-units-explained': {
    title: 'Hashrate-Einheiten: von TH/s bis EH/s',
    summary:
      'Was ein Terahash ist, wie die Einheiten zusammenhängen und wie man die Hashrate eines Miners oder des Netzwerks liest.',
    body: `
<p>Die <strong>Hashrate</strong> ist die Anzahl der SHA-256-Hashes, die ein Miner pro Sekunde berechnet. Jeder Hash ist ein Versuch, einen gültigen Block zu finden; die Hashrate ist also die Größe Ihres Loses in der Mining-Lotterie. Weil die Zahlen riesig sind, schreibt man sie mit SI-Präfixen.</p>
<h2>Die Einheiten</h2>
<table>
<thead><tr><th>Einheit</th><th>Hashes pro Sekunde</th><th>Typische Verwendung</th></tr></thead>
<tbody>
<tr><td>TH/s (Terahash)</td><td>10<sup>12</sup></td><td>Ein Miner: ein Antminer S21 schafft etwa 200 TH/s</td></tr>
<tr><td>PH/s (Petahash)</td><td>10<sup>15</sup> = 1.000 TH/s</td><td>Ein Container oder ein großes Pool-Konto</td></tr>
<tr><td>EH/s (Exahash)</td><td>10<sup>18</sup> = 1.000 PH/s</td><td>Ein Mining-Unternehmen oder ein Pool</td></tr>
<tr><td>ZH/s (Zettahash)</td><td>10<sup>21</sup> = 1.000 EH/s</td><td>Das gesamte Netzwerk, das sich 2025 1 ZH/s näherte</td></tr>
</tbody>
</table>
<h2>Von der Hashrate zum erwarteten Ertrag</h2>
<p>Einen Block zu finden kostet im Mittel <em>Difficulty × 2<sup>32</sup></em> Hashes. Ein TH/s, das einen Tag läuft, bringt daher erwartungsgemäß:</p>
<p><code>10<sup>12</sup> × 86.400 × (Blockbelohnung + Gebühren) ÷ (Difficulty × 2<sup>32</sup>)</code></p>
<p>Bei einer Difficulty von 120 T und 3,125 BTC pro Block sind das etwa 0,00000052 BTC pro TH/s und Tag, also rund 0,0001 BTC am Tag für einen Miner mit 200 TH/s. Der Ertrag ist proportional: doppelte Hashrate, doppelte erwartete Bitcoin.</p>
<h2>Nominale, gemeldete und gelieferte Hashrate</h2>
<ul>
<li>Die <strong>nominale</strong> Hashrate ist die Herstellerangabe eines Modells.</li>
<li>Die <strong>gemeldete</strong> (lokale) Hashrate berechnet der Miner selbst.</li>
<li>Die <strong>Pool-seitige</strong> Hashrate schätzt der Pool aus den eingereichten Shares; nur sie wird bezahlt. Über kurze Zeitfenster schwankt sie, weil Shares zufällig sind; beurteilen Sie sie daher am <strong>24-Stunden-Durchschnitt</strong>.</li>
</ul>
<h2>Netzwerk-Hashrate</h2>
<p>Niemand misst das gesamte Netzwerk direkt: Seine Hashrate wird daraus geschätzt, wie schnell Blöcke bei der aktuellen Difficulty eintreffen. Der Wert eines einzelnen Tages ist verrauscht; verfolgen Sie den Trend mit einem 7-Tage-Durchschnitt. Die heutigen Werte finden Sie im <a href="/de/calculator">Rechner</a>.</p>`,
  },
  'difficulty-adjustment-explained': {
    title: 'So funktioniert die Difficulty-Anpassung',
    summary:
      'Alle 2016 Blöcke justiert Bitcoin die Schwierigkeit des Minings neu, damit weiterhin alle 10 Minuten ein Block kommt. Was das für Ihren Ertrag bedeutet.',
    body: `
<p>Bitcoin strebt einen Block alle <strong>10 Minuten</strong> an. Da ständig Miner hinzukommen und wegfallen, justiert das Protokoll die Mining-Schwierigkeit, die <strong>Difficulty</strong>, regelmäßig neu, damit das Tempo gleich bleibt, egal wie viel Hashrate daran arbeitet.</p>
<h2>Alle 2016 Blöcke</h2>
<p>Nach jeweils <strong>2016 Blöcken</strong>, also zwei Wochen, wenn die Blöcke pünktlich kommen, vergleicht jeder Knoten, wie lange diese Blöcke tatsächlich gedauert haben, mit den vorgesehenen 20.160 Minuten. Kamen sie schneller, steigt die Difficulty im selben Verhältnis; kamen sie langsamer, sinkt sie. Eine einzelne Anpassung kann die Difficulty höchstens um den Faktor vier in jede Richtung ändern.</p>
<p>Beispiel: Dauerten die letzten 2016 Blöcke 13 statt 14 Tage, beträgt die neue Difficulty das 14 ÷ 13 ≈ 1,077-Fache der alten, ein Anstieg um etwa 7,7 %.</p>
<h2>Was die Difficulty in Zahlen bedeutet</h2>
<p>Die Difficulty ist eine einfache Zahl: Ein Block erfordert im Mittel <em>Difficulty × 2<sup>32</sup></em> Hashes. Bei einer Difficulty von 120 T (1,2 × 10<sup>14</sup>) sind das etwa 5 × 10<sup>23</sup> Hashes, und die daraus folgende Netzwerk-Hashrate ist diese Zahl geteilt durch 600 Sekunden: rund 860 EH/s.</p>
<h2>Warum sich Ihr Ertrag ändert</h2>
<p>Ihr erwarteter Ertrag pro TH/s ist umgekehrt proportional zur Difficulty. Steigt die Difficulty um 5 %, bringt jeder Terahash etwa 4,8 % weniger Bitcoin; sinkt sie, bringt jeder Terahash mehr. In den vergangenen Jahren ist die Difficulty meist gestiegen, weil effizientere Maschinen zugeschaltet wurden, mit Rückgängen nach Halvings und wenn Strom in Mining-Regionen teuer wurde.</p>
<h2>Mit der Difficulty planen</h2>
<ul>
<li>Jede Schätzung beruht auf der <strong>heutigen</strong> Difficulty und sagt das auch: Sie ist keine Prognose.</li>
<li>Gehen Sie bei einem langen Plan davon aus, dass die Difficulty während der Laufzeit steigt, und prüfen Sie das Ergebnis mit einer höheren Difficulty im <a href="/de/calculator">Rechner</a>.</li>
<li>Ihre tägliche Abrechnung folgt der Difficulty des jeweiligen Tages; die Wirkung jeder Anpassung sehen Sie daher in Ihrem Ertragsverlauf.</li>
</ul>`,
  },
  'asic-efficiency-j-per-th': {
    title: 'Miner-Effizienz: was J/T bedeutet',
    summary:
      'Joule pro Terahash ist die Kennzahl, die entscheidet, ob ein Miner mehr verdient, als sein Strom kostet. So lesen und vergleichen Sie Modelle.',
    body: `
<p>Ein Bitcoin-Miner verwandelt Strom in Hashes. Seine <strong>Effizienz</strong> gibt an, wie viel Energie jeder Terahash kostet, gemessen in <strong>Joule pro Terahash (J/T)</strong>. Weniger ist besser.</p>
<h2>Von J/T zu Watt</h2>
<p>Da ein Watt ein Joule pro Sekunde ist, ergibt sich die Leistungsaufnahme einfach aus Hashrate × Effizienz:</p>
<p><code>Leistung (W) = Hashrate (TH/s) × Effizienz (J/T)</code></p>
<p>Ein Antminer S21 mit 200 TH/s und 17,5 J/T zieht 200 × 17,5 = <strong>3.500 W</strong>. Über einen Tag sind das 3,5 kW × 24 h = 84 kWh; bei 0,06 $ pro kWh kostet der Strom 5,04 $ am Tag.</p>
<h2>Aktuelle Modelle</h2>
<table>
<thead><tr><th>Modell</th><th>Hashrate</th><th>Effizienz</th><th>Leistung</th></tr></thead>
<tbody>
<tr><td>Antminer S19 Pro</td><td>110 TH/s</td><td>29,5 J/T</td><td>etwa 3.250 W</td></tr>
<tr><td>Antminer S19 XP</td><td>140 TH/s</td><td>21,5 J/T</td><td>etwa 3.010 W</td></tr>
<tr><td>Antminer S21</td><td>200 TH/s</td><td>17,5 J/T</td><td>3.500 W</td></tr>
<tr><td>Antminer S21 XP</td><td>270 TH/s</td><td>13,5 J/T</td><td>etwa 3.645 W</td></tr>
</tbody>
</table>
<h2>Warum die Effizienz über die Rentabilität entscheidet</h2>
<p>Alle Miner verdienen pro Terahash dieselben Bitcoin; sie unterscheiden sich darin, was jeder Terahash im Betrieb kostet. Die Stromkosten pro TH/s und Tag betragen <em>J/T × 24 ÷ 1000 × Preis pro kWh</em>. Bei 0,06 $ pro kWh gibt ein S19 Pro etwa 0,042 $ pro TH/s und Tag aus, ein S21 XP etwa 0,019 $. Sinkt der Ertrag pro TH/s, nach einem Halving oder einem Difficulty-Anstieg, erreicht die weniger effiziente Maschine zuerst ihren <strong>Abschaltpunkt</strong>.</p>
<h2>Was die Effizienz in der Praxis beeinflusst</h2>
<ul>
<li><strong>Temperatur:</strong> Heiße Ansaugluft lässt die Lüfter schneller drehen und die Chips weniger effizient arbeiten.</li>
<li><strong>Firmware-Tuning:</strong> Untertakten senkt J/T auf Kosten etwas Hashrate; Übertakten bewirkt das Gegenteil.</li>
<li><strong>Netzteilverluste:</strong> Der Wert an der Steckdose liegt einige Prozent über dem Wert der Chips.</li>
</ul>
<p>Unsere Pläne nennen Miner-Modell und J/T, damit Sie sehen, wofür Ihre Servicegebühr bezahlt. Probieren Sie verschiedene Effizienzen im <a href="/de/calculator">Rechner</a> aus.</p>`,
  },
  'miner-cooling-and-uptime': {
    title: 'Kühlung und Verfügbarkeit: damit Miner weiterlaufen',
    summary:
      'Luft-, Wasser- und Immersionskühlung, was Verfügbarkeit für Ihren Ertrag bedeutet und warum Ausfälle durch Verlängerung des Plans ausgeglichen werden.',
    body: `
<p>Jedes Watt, das ein Miner aufnimmt, wird zu Wärme. Eine Farm mit tausend S21 muss Tag und Nacht 3,5 MW Wärme abführen, und die Art, wie sie das tut, beeinflusst Effizienz, Lebensdauer der Hardware und die <strong>Verfügbarkeit</strong> (Uptime), also den Anteil der Zeit, in dem die Maschinen tatsächlich hashen.</p>
<h2>Drei Arten der Kühlung</h2>
<ul>
<li><strong>Luftkühlung:</strong> Die Lüfter des Miners ziehen Außenluft durch die Hashboards. Das ist günstig und einfach, aber Staub, Feuchtigkeit und heiße Sommer mindern die Leistung und verkürzen die Lebensdauer.</li>
<li><strong>Wasserkühlung (Hydro):</strong> Kühlplatten führen die Wärme über einen Wasserkreislauf ab. Hydro-Modelle laufen dichter und leiser und erlauben mehr Hashrate pro Maschine.</li>
<li><strong>Immersionskühlung:</strong> Die Miner liegen in einer dielektrischen Flüssigkeit, die die Wärme gleichmäßig aufnimmt. Die Chips laufen kühler und stabiler, was behutsames Übertakten erlaubt und vor Staub schützt.</li>
</ul>
<h2>Was Verfügbarkeit für Sie bedeutet</h2>
<p>Der Ertrag ist proportional zur Laufzeit der Hashrate. Bei 98 % Verfügbarkeit liefert ein Plan mit 100 TH/s über einen Tag im Mittel 98 TH/s. Ausfallzeiten entstehen durch geplante Wartung, Leistungsbegrenzungen in überlasteten Stromnetzen, Netzwerkausfälle und Hardwaredefekte.</p>
<h2>Wie wir mit Ausfällen umgehen</h2>
<ul>
<li>Geplante Wartungen kündigen wir in den <a href="/de/news">News</a> mit den betroffenen Plänen und der Dauer an.</li>
<li>Garantiert wird die Hashrate als <strong>24-Stunden-Durchschnitt</strong>; kurze Einbrüche innerhalb eines Tages sind normal.</li>
<li>Durch einen Ausfall auf unserer Seite verlorene Zeit wird <strong>durch Verlängerung des Plans ausgeglichen</strong>, sodass Sie trotzdem die volle Laufzeit minen.</li>
<li>Tage mit unbezahlter Servicegebühr werden nicht ausgeglichen: Halten Sie Ihr Guthaben gedeckt oder aktivieren Sie die automatische Abbuchung.</li>
</ul>
<h2>Verschleiß der Hardware</h2>
<p>Lüfter und Netzteile fallen am häufigsten aus; Hashboards altern durch Temperaturwechsel. Farmen halten Ersatzteile und Reparaturteams vor Ort bereit, damit ein defekter Miner getauscht statt abgewartet wird. Fragen Sie beim Vergleich von Anbietern, wie sie die Verfügbarkeit ausweisen und was bei Ausfällen mit Ihrem Plan geschieht.</p>`,
  },
  'pool-payouts-fpps-pplns': {
    title: 'Pool-Auszahlungen erklärt: FPPS und PPLNS',
    summary:
      'Wie Mining-Pools Belohnungen teilen: Pay-per-Share mit Gebühren (FPPS) gegenüber Pay-per-Last-N-Shares (PPLNS), ihre Gebühren und ihre Schwankungen.',
    body: `
<p>Ein Mining-Pool bündelt die Hashrate vieler Miner, sodass regelmäßig Blöcke gefunden werden, und teilt dann die Belohnungen auf. Die <strong>Auszahlungsmethode</strong> entscheidet, wer das Glück beim Finden von Blöcken trägt: Sie oder der Pool.</p>
<h2>Shares: wie Pools Arbeit zählen</h2>
<p>Pools geben Minern einen leichteren Zielwert als das Netzwerk. Jeder Hash, der ihn erfüllt, ist ein <strong>Share</strong>. Shares belegen, wie viel Arbeit Sie geleistet haben; gelegentlich erfüllt einer auch den Zielwert des Netzwerks und wird zum Block. Ihr Anteil an den Shares des Pools ist Ihr Anteil an der Arbeit.</p>
<h2>FPPS: Full Pay per Share</h2>
<p>Bei <strong>FPPS</strong> zahlt der Pool für jeden gültigen Share einen festen Betrag, berechnet aus der <em>erwarteten</em> Blocksubvention <em>und</em> den erwarteten Transaktionsgebühren bei der aktuellen Difficulty, ganz gleich, ob der Pool Blöcke findet. Sie erhalten ein gleichmäßiges Einkommen; der Pool trägt die Schwankungen und verlangt dafür eine höhere Gebühr, typischerweise 2–4 %.</p>
<h2>PPLNS: Pay per Last N Shares</h2>
<p>Bei <strong>PPLNS</strong> werden Sie nur bezahlt, wenn der Pool tatsächlich einen Block findet, anteilig zu Ihren Shares unter den letzten N Shares davor. Die Gebühr ist niedriger, oft 0–2 %, doch das Einkommen schwankt mit dem Glück des Pools: Eine glückliche Woche bringt mehr als erwartet, eine unglückliche weniger. Über viele Monate nähert sich der Durchschnitt dem Erwartungswert.</p>
<h2>Im Vergleich</h2>
<table>
<thead><tr><th></th><th>FPPS</th><th>PPLNS</th></tr></thead>
<tbody>
<tr><td>Bezahlt wird</td><td>Jeder Share</td><td>Vom Pool gefundene Blöcke</td></tr>
<tr><td>Enthaltene Gebühren</td><td>Erwartete Gebühren</td><td>Tatsächliche Gebühren gefundener Blöcke</td></tr>
<tr><td>Schwankungen</td><td>Trägt der Pool</td><td>Tragen Sie</td></tr>
<tr><td>Typische Pool-Gebühr</td><td>Höher</td><td>Niedriger</td></tr>
<tr><td>Geeignet für</td><td>Gleichmäßiges tägliches Einkommen</td><td>Langfristige, geduldige Miner</td></tr>
</tbody>
</table>
<h2>Schwellen und Abrechnung</h2>
<p>Pools rechnen die Erträge einmal täglich pro UTC-Tag ab und senden sie, sobald das Guthaben eine <strong>Auszahlungsschwelle</strong> überschreitet (bei uns 0,005 BTC), damit die On-Chain-Gebühren gering bleiben. Gebühren und Schwelle finden Sie auf der <a href="/de/pool">Pool-Seite</a>.</p>`,
  },
  'hashprice-and-breakeven': {
    title: 'Hashprice, Break-even und Abschaltpreis',
    summary:
      'Die Kennzahlen, mit denen Miner entscheiden, ob sich Mining lohnt: Ertrag pro Terahash und Tag, Break-even-Tage und der Kurs, bei dem ein Miner abschaltet.',
    body: `
<p>Ob sich Mining lohnt, läuft auf einen einfachen Vergleich hinaus: was ein Terahash an einem Tag verdient und was sein Betrieb kostet. Miner verfolgen das mit einer Handvoll Kennzahlen.</p>
<h2>Hashprice</h2>
<p>Der <strong>Hashprice</strong> ist der erwartete Ertrag einer Hashrate-Einheit pro Tag, meist in US-Dollar pro PH/s und Tag:</p>
<p><code>Hashprice = BTC pro TH/s und Tag × BTC-Kurs × 1000</code></p>
<p>Bei einer Difficulty von 120 T, 3,125 BTC pro Block plus etwa 0,02 BTC Gebühren und einem Kurs von 95.000 $ bringt ein TH/s etwa 0,00000053 BTC; der Hashprice liegt damit bei rund 50 $ pro PH/s und Tag. Er sinkt, wenn die Difficulty steigt oder ein Halving kommt, und steigt mit dem Bitcoin-Kurs und den Gebühren.</p>
<h2>Kosten pro Terahash</h2>
<p>Beim eigenen Miner sind die täglichen Kosten pro TH/s vor allem Strom: <em>Effizienz (J/T) × 24 ÷ 1000 × Preis pro kWh</em>. Bei einem Cloud-Plan ist es die <strong>Servicegebühr</strong> pro TH/s und Tag, dazu die vorab bezahlte <strong>Hashrate-Gebühr</strong> verteilt über die Laufzeit sowie die vom Ertrag abgezogene Pool-Gebühr.</p>
<h2>Break-even</h2>
<p>Der <strong>statische Break-even</strong> eines Plans ist die Anzahl Tage, nach denen der Nettoertrag (Ertrag abzüglich Servicegebühr, zu heutigen Werten) die Hashrate-Gebühr wieder eingespielt hat:</p>
<p><code>Break-even-Tage = Hashrate-Gebühr ÷ (täglicher Ertrag in USD − tägliche Servicegebühr)</code></p>
<p>Ist der Break-even länger als die Laufzeit des Plans, würde sich der Plan zu heutigen Werten nicht amortisieren. „Statisch“ heißt die Schätzung, weil sie Difficulty und Kurs konstant hält; in Wirklichkeit bewegen sich beide.</p>
<h2>Abschaltpreis</h2>
<p>Der <strong>Abschaltpreis</strong> ist der Bitcoin-Kurs, bei dem der Ertrag eines Tages genau die Betriebskosten des Tages deckt. Darunter verliert Mining jeden Tag Geld, unabhängig davon, was die Hardware gekostet hat. Effiziente Maschinen und günstiger Strom senken den Abschaltpreis.</p>
<h2>Die Zahlen ehrlich nutzen</h2>
<p>Jede dieser Kennzahlen ist eine Schätzung zu heutiger Difficulty und heutigem Kurs, kein Versprechen. Geben Sie Ihre eigenen Annahmen, auch eine höhere Difficulty, in den <a href="/de/calculator">Rechner</a> ein; er zeigt die verwendeten Formeln.</p>`,
  },
  'custody-and-withdrawal-security': {
    title: 'So sichern Sie Ihre geminten Bitcoin',
    summary:
      'Selbstverwahrung, Seed-Phrasen, Auszahlungsadressen, Fondspasswort und Zwei-Faktor-Authentifizierung: eine praktische Sicherheits-Checkliste.',
    body: `
<p>Mining-Erträge werden in Bitcoin ausgezahlt, und Bitcoin, die an eine falsche oder gestohlene Adresse gehen, lassen sich nicht zurückholen. Ein paar Gewohnheiten verhindern fast jeden Verlust, den wir sehen.</p>
<h2>Verwahrung: Wer hält die Schlüssel?</h2>
<p>Wer die <strong>privaten Schlüssel</strong> hält, kontrolliert die Coins. Coins in Ihrem Kontoguthaben verwahren wir; Coins in einer Wallet, deren Schlüssel nur Sie besitzen, sind in <strong>Selbstverwahrung</strong>. Beträge, die Sie langfristig halten, sollten Sie auf eine Wallet unter Ihrer Kontrolle auszahlen, idealerweise eine Hardware-Wallet.</p>
<ul>
<li>Schreiben Sie die <strong>Seed-Phrase</strong> (12 oder 24 Wörter) auf Papier oder Metall, bewahren Sie sie offline auf und geben Sie sie nie auf einer Website, in einem Chat oder auf einem Foto ein.</li>
<li>Der Support wird Sie niemals nach Seed-Phrase, Passwort oder Authenticator-Codes fragen.</li>
</ul>
<h2>Schützen Sie Ihr Konto</h2>
<ul>
<li>Verwenden Sie ein einzigartiges, langes Passwort und einen Passwortmanager.</li>
<li>Aktivieren Sie eine <strong>Authenticator-App</strong> (TOTP); sie ist sicherer als SMS-Codes, die per SIM-Swapping gestohlen werden können.</li>
<li>Legen Sie ein <strong>Fondspasswort</strong> fest: Auszahlungen und Adressänderungen verlangen es.</li>
<li>Prüfen Sie den Anmeldeverlauf und melden Sie unbekannte Geräte ab.</li>
</ul>
<h2>Fehlerfrei auszahlen</h2>
<ul>
<li>Kopieren Sie Adressen, statt sie abzutippen, und vergleichen Sie nach dem Einfügen die ersten und letzten Zeichen: Zwischenablage-Malware tauscht Adressen aus.</li>
<li>Prüfen Sie das <strong>Netzwerk</strong>: eine Bitcoin-Adresse im Bitcoin-Netzwerk. Wer über das falsche Netzwerk sendet, kann die Coins verlieren.</li>
<li>Speichern Sie Adressen im Adressbuch. Eine <strong>neu hinzugefügte Adresse ist 24 Stunden gesperrt</strong>, bevor sie genutzt werden kann; ein Dieb, der in Ihr Konto gelangt, kann also nicht sofort abheben.</li>
<li>Senden Sie an eine neue Wallet zuerst einen kleinen Testbetrag.</li>
</ul>
<h2>Phishing erkennen</h2>
<p>Prüfen Sie vor der Anmeldung die Adressleiste, folgen Sie keinen Links aus unaufgeforderten Nachrichten und seien Sie misstrauisch gegenüber jedem, der gegen Gebühr eine Auszahlung „beschleunigen“ oder Erträge „freischalten“ will. Lesen Sie, <a href="/de/content/spotting-cloud-mining-scams">wie man Cloud-Mining-Betrug erkennt</a>, um die gängigen Tricks zu kennen.</p>`,
  },
  'spotting-cloud-mining-scams': {
    title: 'So erkennen Sie Cloud-Mining-Betrug',
    summary:
      'Garantierte Renditen, nicht überprüfbare Hashrate und Gebühren zum Freischalten von Auszahlungen: die Warnsignale falscher Mining-Angebote und wie Sie einen Anbieter prüfen.',
    body: `
<p>Echte Mining-Erträge hängen von Difficulty, Kurs und Gebühren ab und ändern sich daher täglich. Viele betrügerische „Cloud-Mining“-Seiten versprechen etwas anderes. Bei diesen Anzeichen sollten Sie innehalten.</p>
<h2>Warnsignale</h2>
<ul>
<li><strong>Garantierte oder feste Tagesrenditen</strong> wie „2 % pro Tag“. Mining-Erträge lassen sich nicht garantieren; ein fester Prozentsatz, der die Difficulty ignoriert, wird aus neuen Einzahlungen bezahlt, nicht aus Mining.</li>
<li><strong>Erträge, die der Difficulty nicht folgen.</strong> Nach einem Difficulty-Anstieg sinkt der echte Ertrag pro TH/s. Ändert sich Ihrer nie, ist es kein Mining.</li>
<li><strong>Keine überprüfbare Hashrate:</strong> kein Pool, keine Worker-Statistiken, keine Möglichkeit, die gelieferte Hashrate zu sehen.</li>
<li><strong>Gebühren zum Abheben oder „Freischalten“</strong> Ihres Guthabens oder Druck, mehr einzuzahlen, bevor Sie etwas abheben dürfen.</li>
<li><strong>Wachstum über Empfehlungen:</strong> wenn Belohnungen vor allem davon abhängen, neue Leute zu werben.</li>
<li><strong>Anonyme Betreiber:</strong> kein Unternehmen, keine Farmen, keine Adresse, keine Geschichte.</li>
</ul>
<h2>So prüfen Sie einen Anbieter</h2>
<ol>
<li>Vergleichen Sie den angegebenen Ertrag mit einer Berechnung zur heutigen Difficulty: Beide sollten bis auf die Gebühren übereinstimmen.</li>
<li>Fragen Sie, in welchem <strong>Pool</strong> die Hashrate mint und ob Sie Pool-seitige Hashrate und tägliche Abrechnung einsehen können.</li>
<li>Lesen Sie die Gebührenaufstellung: Hashrate-Gebühr, Servicegebühr, Pool-Gebühr, Auszahlungsgebühr. Nichts sollte erst bei der Auszahlung auftauchen.</li>
<li>Heben Sie früh einen kleinen Betrag ab und prüfen Sie, ob er mit einer Transaktions-ID ankommt, die Sie in einem Block-Explorer nachschlagen können.</li>
<li>Suchen Sie das Unternehmen dahinter: eingetragene Firma, Farmen, Personen und wie lange es schon tätig ist.</li>
</ol>
<h2>Wie wir es machen</h2>
<p>Jede Schätzung auf dieser Website ist als solche gekennzeichnet und zeigt ihre Eingaben; Ihr Dashboard zeigt den 24-Stunden-Durchschnitt der Hashrate gegenüber der gekauften, den täglichen Ertrag pro UTC-Tag und jede Auszahlung mit ihrer Transaktions-ID. Prüfen Sie unsere Zahlen mit dem <a href="/de/calculator">Rechner</a> und unserer <a href="/de/pool">Pool-Statistik</a>.</p>`,
  },
  'buying-your-first-plan': {
    title: 'Ihr erster Plan, Schritt für Schritt',
    summary:
      'Einen Plan wählen, seine Gebühren lesen, bezahlen und den Start verfolgen: ein Rundgang durch Ihre erste Cloud-Mining-Bestellung.',
    body: `
<p>Diese Anleitung begleitet eine erste Bestellung, vom Vergleich der Pläne bis zum ersten Tagesertrag in Ihrem Dashboard.</p>
<h2>1. Pläne vergleichen</h2>
<p>Auf der <a href="/de/list">Planübersicht</a> zeigt jeder Plan Miner-Modell, Hashrate, Laufzeit, Effizienz (J/T), Pool und einen <strong>geschätzten</strong> Ertrag über die Laufzeit zu heutiger Difficulty und heutigem Kurs. Es gibt verschiedene Arten:</p>
<ul>
<li><strong>Easy</strong>-Pläne: alles inklusive, eine gute erste Wahl.</li>
<li><strong>Full</strong>-Pläne: mehr Hashrate über eine längere Laufzeit.</li>
<li><strong>Stable</strong>-Pläne: kurze Laufzeiten auf effizienten Minern.</li>
</ul>
<h2>2. Die Gebühren lesen</h2>
<ul>
<li>Die <strong>Hashrate-Gebühr</strong> zahlen Sie einmalig beim Kauf.</li>
<li>Die <strong>Servicegebühr</strong> deckt Strom und Betrieb, pro TH/s und Tag. Die erste Zahlung ist beim Checkout fällig; danach wird sie von Ihrem Guthaben abgebucht, automatisch, wenn Sie die automatische Abbuchung aktivieren.</li>
<li>Die <strong>Pool-Gebühr</strong> wird prozentual vom Ertrag abgezogen.</li>
</ul>
<p>Ein Tag mit unbezahlter Servicegebühr wird nicht gemint und nicht ausgeglichen; der Plan warnt Sie rechtzeitig davor.</p>
<h2>3. Die Schätzung selbst prüfen</h2>
<p>Öffnen Sie den Plan im <a href="/de/calculator">Rechner</a>: Er zeigt Tagesertrag, Nettoertrag nach Gebühren und den statischen Break-even zu heutigen Werten, mit den Formeln. Probieren Sie eine höhere Difficulty für ein vorsichtigeres Szenario.</p>
<h2>4. Bezahlen und den Start abwarten</h2>
<p>Wählen Sie die Menge und bezahlen Sie. Der Plan wird innerhalb weniger Stunden wirksam; sein erster Mining-Tag beginnt um <strong>00:00 UTC</strong>, und jeder Tag wird pro UTC-Tag abgerechnet.</p>
<h2>5. Im Dashboard verfolgen</h2>
<p>Ihre Bestellseite zeigt den Status (Start ausstehend, läuft, beendet), die verbleibenden Servicegebühr-Tage und den täglichen Ertrag. Lesen Sie, <a href="/de/content/reading-your-hashrate-dashboard">wie Sie Ihr Hashrate-Dashboard lesen</a>, um die Diagramme zu verstehen.</p>`,
  },
  'reading-your-hashrate-dashboard': {
    title: 'So lesen Sie Ihr Hashrate-Dashboard',
    summary:
      'Gekaufte und gelieferte Hashrate, die 10-Minuten-, 1-Stunden- und 24-Stunden-Durchschnitte, Worker-Status und tägliche Abrechnung erklärt.',
    body: `
<p>Ihr Dashboard zeigt, was Ihre Hashrate tut und was sie erwirtschaftet hat. Die Zahlen folgen einigen Regeln, die man kennen sollte.</p>
<h2>Gekaufte und gelieferte Hashrate</h2>
<p>Das Diagramm zeigt eine <strong>Referenzlinie</strong> bei der gekauften Hashrate und die Hashrate, die der Pool tatsächlich sieht. Die Pool-seitige Hashrate wird aus zufälligen Shares geschätzt und schwankt daher von Stunde zu Stunde um die Linie. Entscheidend ist der <strong>24-Stunden-Durchschnitt</strong>, den Ihr Plan garantiert.</p>
<h2>10 Minuten, 1 Stunde, 24 Stunden</h2>
<ul>
<li>Der <strong>10-Minuten</strong>-Wert reagiert schnell, ist aber verrauscht: Er zeigt, dass die Maschinen laufen.</li>
<li>Der <strong>1-Stunden</strong>-Wert glättet den Großteil des Rauschens.</li>
<li>Der <strong>24-Stunden</strong>-Durchschnitt ist der Maßstab für die Lieferung. Solange ein Zeitfenster nicht voll ist, etwa in den ersten Stunden eines Plans, zeigt er <em>n. v.</em> statt einer irreführenden Zahl.</li>
</ul>
<h2>Worker-Status</h2>
<p>Auf Ihren Pool-Seiten ist jeder Worker <strong>online</strong>, solange er Shares sendet, <strong>offline</strong> nach 20 Minuten ohne Share und <strong>ungültig</strong> nach 24 Stunden ohne Share.</p>
<h2>Tagesertrag und Abrechnung</h2>
<ul>
<li>Der Ertrag wird pro <strong>UTC-Tag</strong> abgerechnet; alle Daten im Dashboard sind in UTC und als solche gekennzeichnet.</li>
<li><strong>Heute</strong> ist ein angebrochener Tag und als solcher markiert; sein Wert wächst bis Mitternacht UTC.</li>
<li>Der Ertrag jedes Tages folgt der Difficulty dieses Tages und ändert sich daher nach jeder Anpassung, auch wenn Ihre Hashrate gleich bleibt.</li>
<li>Beträge werden in BTC mit 8 Nachkommastellen angezeigt; Sie können sie für Ihre Unterlagen und die Steuer als CSV exportieren.</li>
</ul>
<h2>Wenn etwas nicht stimmt</h2>
<p>Bleibt der 24-Stunden-Durchschnitt unter der gekauften Hashrate, prüfen Sie zuerst die <a href="/de/news">News</a> auf Wartungsarbeiten: Ausfälle auf unserer Seite werden durch Verlängerung des Plans ausgeglichen. Ist nichts angekündigt, wenden Sie sich mit Ihrer Bestellnummer an den Support.</p>`,
  },
};
