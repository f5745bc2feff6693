import type { AcademyTexts } from './index.ts';

/** La academia en español. */
export const ES: AcademyTexts = {
  'what-is-bitcoin-mining': {
    title: '¿Qué es la minería de bitcoin?',
    summary:
      'Cómo se encuentran los bloques nuevos, por qué se paga a los mineros y qué tiene que ver un hash: la minería de bitcoin desde cero.',
    body: `
<p>Bitcoin no tiene banco central ni una empresa que lleve su registro contable. En su lugar, miles de ordenadores llamados <strong>mineros</strong> compiten por añadir la siguiente página de transacciones, un <em>bloque</em>, al registro compartido: la cadena de bloques. El ganador recibe bitcoin nuevos más las comisiones de las transacciones que incluyó. Este artículo explica cómo funciona esa competición.</p>
<h2>Los bloques y el registro</h2>
<p>Cada bloque agrupa unos miles de transacciones y apunta al bloque anterior, de modo que la cadena solo puede reescribirse rehaciendo todo el trabajo acumulado encima. De media se encuentra un bloque nuevo cada <strong>10 minutos</strong>, unos 144 bloques al día.</p>
<h2>Prueba de trabajo: adivinar un número</h2>
<p>Para proponer un bloque, un minero debe encontrar una cabecera de bloque cuyo doble hash SHA-256 quede por debajo de un <strong>objetivo</strong> fijado por la red. No hay atajos: el minero cambia un pequeño campo (el nonce) y vuelve a calcular el hash, billones de veces por segundo. Cada intento es un <em>hash</em>, y el número de intentos por segundo es la <strong>tasa de hash</strong> (hashrate). Comprobar una respuesta ganadora cuesta un solo hash, así que cualquier nodo verifica el trabajo al instante.</p>
<h2>Lo que gana un minero</h2>
<ul>
<li><strong>El subsidio del bloque:</strong> bitcoin nuevos creados con el bloque. Desde el halving de abril de 2024 son <strong>3,125 BTC</strong> por bloque; se reduce a la mitad cada 210.000 bloques, aproximadamente cada cuatro años, hasta alcanzar el tope de 21 millones.</li>
<li><strong>Comisiones de transacción:</strong> lo que pagan los usuarios por ser incluidos, normalmente un pequeño porcentaje del subsidio.</li>
</ul>
<p>La parte esperada de las recompensas de un minero equivale a su parte de la tasa de hash de la red. Una máquina con una millonésima parte del hashrate de la red encuentra, de media, una millonésima parte de los bloques.</p>
<h2>Por qué importa la dificultad</h2>
<p>Si se suman más máquinas, los bloques llegarían más rápido. Cada <strong>2016 bloques</strong> (unas dos semanas) la red reajusta el objetivo para que los bloques vuelvan a tardar 10 minutos de media. Es el <strong>ajuste de dificultad</strong>: más hashrate en la red significa menos bitcoin por cada terahash.</p>
<h2>Pools y minería en la nube</h2>
<p>Un minero solo podría esperar años para encontrar un bloque, por eso los mineros se unen a <strong>pools</strong> que reparten las recompensas según el trabajo aportado y pagan a diario. La minería en la nube va un paso más allá: alquilas tasa de hash en máquinas que una empresa opera en sus granjas, y lo que produce ese hashrate se te paga a ti. Lee <a href="/es/topic/what-is-bitcoin-cloud-mining">qué es la minería de bitcoin en la nube</a> o prueba la <a href="/es/calculator">calculadora</a> para ver cuánto gana hoy una tasa de hash determinada.</p>`,
  },
  'cloud-mining-vs-home-mining': {
    title: '¿Minería en la nube o minero propio?',
    summary:
      'Comprar un ASIC y operarlo tú mismo frente a alquilar tasa de hash: costes, esfuerzo, riesgos y para quién es cada opción.',
    body: `
<p>Hay dos formas de ganar bitcoin con la minería sin construir una granja: comprar un minero y operarlo tú mismo, o alquilar tasa de hash a una empresa que opera las máquinas. Ambas dependen de la misma economía de la red; se diferencian en estructura de costes, esfuerzo y riesgo.</p>
<h2>Operar tu propio minero</h2>
<ul>
<li><strong>Inversión inicial:</strong> un ASIC actual como el Antminer S21 cuesta varios miles de dólares, más fuente de alimentación, red y envío.</li>
<li><strong>Electricidad:</strong> un S21 consume unos 3.500 W de forma continua. Con precios domésticos de 0,20–0,30 $ por kWh, solo la electricidad suele costar más que los bitcoin que mina; los mineros solo compensan con electricidad industrial a pocos céntimos por kWh.</li>
<li><strong>Ruido y calor:</strong> 75 dB o más y 3,5 kW de calor: no es para un salón.</li>
<li><strong>Mantenimiento:</strong> ventiladores, placas de hash y fuentes fallan; las reparaciones y las paradas corren de tu cuenta.</li>
<li><strong>Reventa:</strong> la máquina es tuya y puedes venderla, aunque los mineros pierden valor rápido cuando salen modelos más eficientes.</li>
</ul>
<h2>Alquilar tasa de hash (minería en la nube)</h2>
<ul>
<li><strong>Inversión inicial:</strong> una tarifa de tasa de hash por un plazo fijo, desde importes pequeños y sin comprar hardware.</li>
<li><strong>Coste continuo:</strong> una tarifa de servicio diaria que cubre electricidad y mantenimiento a la tarifa industrial de la granja.</li>
<li><strong>Esfuerzo:</strong> ninguno in situ; el proveedor aloja, refrigera y repara las máquinas.</li>
<li><strong>Transparencia:</strong> un buen proveedor muestra la tasa de hash entregada, el pool y la liquidación diaria para que puedas comprobar lo que cobras.</li>
<li><strong>Riesgo de contraparte:</strong> dependes de que el proveedor siga operando y pagando; elige uno que puedas verificar.</li>
</ul>
<h2>Frente a frente</h2>
<table>
<thead><tr><th></th><th>Minero propio</th><th>Minería en la nube</th></tr></thead>
<tbody>
<tr><td>Coste de entrada</td><td>Alto (hardware)</td><td>Bajo (tarifa de tasa de hash)</td></tr>
<tr><td>Precio de la electricidad</td><td>El tuyo (a menudo doméstico)</td><td>Industrial, en la tarifa de servicio</td></tr>
<tr><td>Trabajo</td><td>Instalación, refrigeración, reparaciones</td><td>Ninguno</td></tr>
<tr><td>Plazo</td><td>Hasta que lo vendas o se averíe</td><td>Plazo fijo por plan</td></tr>
<tr><td>Riesgo principal</td><td>Coste eléctrico, averías</td><td>Fiabilidad del proveedor</td></tr>
</tbody>
</table>
<h2>¿Qué te conviene?</h2>
<p>Si tienes acceso a electricidad barata, espacio y conocimientos para mantener máquinas, un minero propio puede salir más barato por terahash a lo largo de su vida útil. Si no, alquilar te permite minar a precios eléctricos industriales sin el riesgo del hardware. En ambos casos la producción baja cuando sube la dificultad, así que ninguna oferta honesta puede garantizar beneficios. Compara ambas opciones con tus propias cifras en la <a href="/es/calculator">calculadora</a>.</p>`,
  },
  'bitcoin-halving-2024': {
    title: 'El halving de 2024: qué significan 3,125 BTC por bloque',
    summary:
      'El 20 de abril de 2024, en el bloque 840.000, el subsidio por bloque bajó de 6,25 a 3,125 BTC. Qué cambió para los mineros y qué viene después.',
    body: `
<p>La emisión de bitcoin sigue un calendario fijo escrito en su código: cada <strong>210.000 bloques</strong> el subsidio que recibe quien mina un bloque se reduce a la mitad. Este evento, el <strong>halving</strong>, ocurre aproximadamente cada cuatro años. El cuarto halving tuvo lugar el <strong>20 de abril de 2024</strong> en el bloque <strong>840.000</strong>.</p>
<h2>El calendario hasta ahora</h2>
<table>
<thead><tr><th>Año</th><th>Bloque</th><th>Subsidio por bloque</th></tr></thead>
<tbody>
<tr><td>2009</td><td>0</td><td>50 BTC</td></tr>
<tr><td>2012</td><td>210.000</td><td>25 BTC</td></tr>
<tr><td>2016</td><td>420.000</td><td>12,5 BTC</td></tr>
<tr><td>2020</td><td>630.000</td><td>6,25 BTC</td></tr>
<tr><td>2024</td><td>840.000</td><td>3,125 BTC</td></tr>
<tr><td>hacia 2028</td><td>1.050.000</td><td>1,5625 BTC</td></tr>
</tbody>
</table>
<p>Los halvings continúan hasta que el subsidio se redondea a cero hacia el año 2140, cuando la oferta total llega a algo menos de 21 millones de BTC.</p>
<h2>Qué supuso para los mineros</h2>
<p>De un día para otro, cada terahash ganó la mitad de bitcoin nuevos. Con unos 144 bloques diarios, la emisión diaria de la red bajó de 900 a <strong>450 BTC</strong>. Los mineros cuyas máquinas ya eran poco rentables antes del halving, normalmente modelos antiguos por encima de 30 J/T con electricidad a precio medio, quedaron por debajo del umbral de rentabilidad y se apagaron o se trasladaron a energía más barata. Las máquinas eficientes como el Antminer S21 (17,5 J/T) pasaron a ser la norma.</p>
<h2>Comisiones y precio</h2>
<p>El subsidio es solo una parte de la recompensa: las comisiones de transacción se suman y suben cuando la red está congestionada. A largo plazo, el precio de bitcoin pesa más que cualquier otra cosa; un halving reduce a la mitad las monedas, no necesariamente los dólares. Nadie puede prometer qué hará el precio, por eso toda estimación en este sitio usa el precio de hoy y lo indica.</p>
<h2>Qué significa para tu plan</h2>
<p>Todas las estimaciones de producción de este sitio ya usan <strong>3,125 BTC</strong> por bloque más las comisiones medias del día. Un plan que siga activo durante el próximo halving (previsto para 2028) ganaría la mitad del subsidio a partir de entonces. Comprueba las cifras en la <a href="/es/calculator">calculadora</a>, que muestra como dato de entrada la recompensa por bloque que utiliza.</p>`,
  },
  'hashrate-units-explained': {
    title: 'Unidades de tasa de hash: de TH/s a EH/s',
    summary:
      'Qué es un terahash, cómo se relacionan las unidades y cómo leer la tasa de hash de un minero o de la red.',
    body: `
<p>La <strong>tasa de hash</strong> (hashrate) es el número de hashes SHA-256 que un minero calcula por segundo. Cada hash es un intento de encontrar un bloque válido, así que la tasa de hash es el tamaño de tu boleto en la lotería de la minería. Como las cifras son enormes, se escriben con prefijos del SI.</p>
<h2>Las unidades</h2>
<table>
<thead><tr><th>Unidad</th><th>Hashes por segundo</th><th>Uso típico</th></tr></thead>
<tbody>
<tr><td>TH/s (terahash)</td><td>10<sup>12</sup></td><td>Un minero: un Antminer S21 hace unos 200 TH/s</td></tr>
<tr><td>PH/s (petahash)</td><td>10<sup>15</sup> = 1.000 TH/s</td><td>Un contenedor o una cuenta grande en un pool</td></tr>
<tr><td>EH/s (exahash)</td><td>10<sup>18</sup> = 1.000 PH/s</td><td>Una empresa minera o un pool</td></tr>
<tr><td>ZH/s (zettahash)</td><td>10<sup>21</sup> = 1.000 EH/s</td><td>Toda la red, que se acercó a 1 ZH/s en 2025</td></tr>
</tbody>
</table>
<h2>De la tasa de hash a la producción esperada</h2>
<p>Encontrar un bloque requiere de media <em>dificultad × 2<sup>32</sup></em> hashes. Por tanto, un TH/s funcionando un día produce de media:</p>
<p><code>10<sup>12</sup> × 86.400 × (recompensa por bloque + comisiones) ÷ (dificultad × 2<sup>32</sup>)</code></p>
<p>Con una dificultad de 120 T y 3,125 BTC por bloque, son unos 0,00000052 BTC por TH/s al día, o aproximadamente 0,0001 BTC diarios para un minero de 200 TH/s. La producción es proporcional: el doble de tasa de hash, el doble de bitcoin esperados.</p>
<h2>Tasa de hash nominal, reportada y entregada</h2>
<ul>
<li>La tasa de hash <strong>nominal</strong> es la indicada por el fabricante para un modelo.</li>
<li>La tasa de hash <strong>reportada</strong> (local) es la que calcula el propio minero.</li>
<li>La tasa de hash <strong>del lado del pool</strong> la estima el pool a partir de los shares que recibe; es la que se paga. En ventanas cortas oscila porque los shares son aleatorios, así que valórala por la <strong>media de 24 horas</strong>.</li>
</ul>
<h2>Tasa de hash de la red</h2>
<p>Nadie mide la red entera directamente: su tasa de hash se estima a partir de la rapidez con la que llegan los bloques con la dificultad actual. La cifra de un solo día es ruidosa; usa una media de 7 días para seguir la tendencia. Consulta las cifras de hoy en la <a href="/es/calculator">calculadora</a>.</p>`,
  },
  'difficulty-adjustment-explained': {
    title: 'Cómo funciona el ajuste de dificultad',
    summary:
      'Cada 2016 bloques bitcoin reajusta lo difícil que es minar para que los bloques sigan llegando cada 10 minutos. Qué significa para tu producción.',
    body: `
<p>Bitcoin busca un bloque cada <strong>10 minutos</strong>. Como los mineros entran y salen constantemente, el protocolo reajusta con regularidad la <strong>dificultad</strong> de minado para que el ritmo se mantenga igual, sea cual sea la tasa de hash que trabaja en ello.</p>
<h2>Cada 2016 bloques</h2>
<p>Tras cada <strong>2016 bloques</strong>, que son dos semanas si los bloques llegan a tiempo, cada nodo compara cuánto tardaron realmente esos bloques con los 20.160 minutos previstos. Si llegaron más rápido, la dificultad sube en la misma proporción; si más lento, baja. Un solo ajuste puede cambiar la dificultad como máximo por un factor de cuatro en cualquier sentido.</p>
<p>Ejemplo: si los últimos 2016 bloques tardaron 13 días en lugar de 14, la nueva dificultad es 14 ÷ 13 ≈ 1,077 veces la anterior, una subida de alrededor del 7,7 %.</p>
<h2>Qué significa la dificultad en cifras</h2>
<p>La dificultad es un número simple: un bloque requiere de media <em>dificultad × 2<sup>32</sup></em> hashes. Con una dificultad de 120 T (1,2 × 10<sup>14</sup>) son unos 5 × 10<sup>23</sup> hashes, y la tasa de hash de la red que implica es ese número dividido entre 600 segundos: unos 860 EH/s.</p>
<h2>Por qué cambia tu producción</h2>
<p>Tu producción esperada por TH/s es inversamente proporcional a la dificultad. Si la dificultad sube un 5 %, cada terahash gana alrededor de un 4,8 % menos de bitcoin; si baja, cada terahash gana más. En los últimos años la dificultad ha subido casi siempre a medida que se encendían máquinas más eficientes, con bajadas tras los halvings y cuando la electricidad se encarecía en las regiones mineras.</p>
<h2>Planificar con la dificultad</h2>
<ul>
<li>Toda estimación se basa en la dificultad de <strong>hoy</strong> y lo indica: no es una previsión.</li>
<li>En un plan largo, asume que la dificultad subirá durante el plazo y comprueba el resultado con una dificultad mayor en la <a href="/es/calculator">calculadora</a>.</li>
<li>Tu liquidación diaria sigue la dificultad de cada día, así que verás el efecto de cada ajuste en tu historial de producción.</li>
</ul>`,
  },
  'asic-efficiency-j-per-th': {
    title: 'Eficiencia de un minero: qué significa J/T',
    summary:
      'Julios por terahash es la cifra que decide si un minero gana más de lo que cuesta su electricidad. Cómo leerla y comparar modelos.',
    body: `
<p>Un minero de bitcoin convierte electricidad en hashes. Su <strong>eficiencia</strong> indica cuánta energía cuesta cada terahash, medida en <strong>julios por terahash (J/T)</strong>. Cuanto menos, mejor.</p>
<h2>De J/T a vatios</h2>
<p>Como un vatio es un julio por segundo, el consumo es simplemente tasa de hash × eficiencia:</p>
<p><code>potencia (W) = tasa de hash (TH/s) × eficiencia (J/T)</code></p>
<p>Un Antminer S21 a 200 TH/s y 17,5 J/T consume 200 × 17,5 = <strong>3.500 W</strong>. En un día son 3,5 kW × 24 h = 84 kWh; a 0,06 $ por kWh, la electricidad cuesta 5,04 $ al día.</p>
<h2>Modelos actuales</h2>
<table>
<thead><tr><th>Modelo</th><th>Tasa de hash</th><th>Eficiencia</th><th>Potencia</th></tr></thead>
<tbody>
<tr><td>Antminer S19 Pro</td><td>110 TH/s</td><td>29,5 J/T</td><td>unos 3.250 W</td></tr>
<tr><td>Antminer S19 XP</td><td>140 TH/s</td><td>21,5 J/T</td><td>unos 3.010 W</td></tr>
<tr><td>Antminer S21</td><td>200 TH/s</td><td>17,5 J/T</td><td>3.500 W</td></tr>
<tr><td>Antminer S21 XP</td><td>270 TH/s</td><td>13,5 J/T</td><td>unos 3.645 W</td></tr>
</tbody>
</table>
<h2>Por qué la eficiencia decide la rentabilidad</h2>
<p>Todos los mineros ganan los mismos bitcoin por terahash; se diferencian en lo que cuesta operar cada terahash. El coste eléctrico por TH/s al día es <em>J/T × 24 ÷ 1000 × precio por kWh</em>. A 0,06 $ por kWh, un S19 Pro gasta unos 0,042 $ por TH/s al día y un S21 XP unos 0,019 $. Cuando baja el ingreso por TH/s, tras un halving o una subida de dificultad, la máquina menos eficiente alcanza antes su <strong>punto de apagado</strong>.</p>
<h2>Qué afecta a la eficiencia en la práctica</h2>
<ul>
<li><strong>Temperatura:</strong> el aire de entrada caliente hace girar más rápido los ventiladores y que los chips trabajen con menos eficiencia.</li>
<li><strong>Ajuste del firmware:</strong> bajar la frecuencia reduce los J/T a costa de algo de tasa de hash; subirla hace lo contrario.</li>
<li><strong>Pérdidas de la fuente:</strong> la cifra medida en el enchufe es unos pocos puntos porcentuales superior a la de los chips.</li>
</ul>
<p>Nuestros planes indican el modelo del minero y sus J/T para que veas qué paga tu tarifa de servicio. Prueba distintas eficiencias en la <a href="/es/calculator">calculadora</a>.</p>`,
  },
  'miner-cooling-and-uptime': {
    title: 'Refrigeración y disponibilidad: que los mineros sigan trabajando',
    summary:
      'Refrigeración por aire, por agua y por inmersión, qué significa la disponibilidad para tu producción y por qué las interrupciones se compensan alargando el plan.',
    body: `
<p>Cada vatio que consume un minero se convierte en calor. Una granja de mil S21 debe evacuar 3,5 MW de calor día y noche, y la forma de hacerlo influye en la eficiencia, la vida del hardware y la <strong>disponibilidad</strong> (uptime), la fracción del tiempo en que las máquinas realmente minan.</p>
<h2>Tres formas de refrigerar</h2>
<ul>
<li><strong>Refrigeración por aire:</strong> los ventiladores del minero hacen pasar aire exterior por las placas de hash. Es barata y sencilla, pero el polvo, la humedad y los veranos calurosos reducen el rendimiento y acortan la vida del hardware.</li>
<li><strong>Refrigeración por agua (hydro):</strong> placas frías evacúan el calor mediante un circuito de agua. Los modelos hydro funcionan más compactos y silenciosos y permiten más tasa de hash por máquina.</li>
<li><strong>Refrigeración por inmersión:</strong> los mineros se sumergen en un fluido dieléctrico que absorbe el calor de forma uniforme. Los chips trabajan más fríos y estables, lo que permite un overclock prudente y protege del polvo.</li>
</ul>
<h2>Qué significa la disponibilidad para ti</h2>
<p>La producción es proporcional al tiempo que funciona la tasa de hash. Con un 98 % de disponibilidad, un plan de 100 TH/s entrega de media 98 TH/s a lo largo de un día. Las paradas se deben a mantenimiento programado, recortes de potencia en redes eléctricas bajo presión, caídas de red y averías de hardware.</p>
<h2>Cómo gestionamos las interrupciones</h2>
<ul>
<li>El mantenimiento programado se anuncia en las <a href="/es/news">noticias</a> con los planes afectados y su duración.</li>
<li>La tasa de hash garantizada es la <strong>media de 24 horas</strong>; las caídas breves dentro de un día son normales.</li>
<li>El tiempo perdido por una interrupción de nuestra parte se <strong>compensa alargando el plan</strong>, de modo que recibes igualmente el plazo completo de minería.</li>
<li>Los días con la tarifa de servicio impagada no se compensan: mantén saldo o activa el cobro automático.</li>
</ul>
<h2>Desgaste del hardware</h2>
<p>Los ventiladores y las fuentes son las piezas que más fallan; las placas de hash se degradan con los ciclos térmicos. Las granjas tienen repuestos y equipos de reparación in situ para sustituir un minero averiado en lugar de esperar. Al comparar proveedores, pregunta cómo informan de la disponibilidad y qué ocurre con tu plan durante las interrupciones.</p>`,
  },
  'pool-payouts-fpps-pplns': {
    title: 'Pagos de los pools explicados: FPPS y PPLNS',
    summary:
      'Cómo reparten las recompensas los pools de minería: pago por share con comisiones (FPPS) frente a pago por los últimos N shares (PPLNS), sus tarifas y su variabilidad.',
    body: `
<p>Un pool de minería combina la tasa de hash de muchos mineros para encontrar bloques con regularidad y después reparte las recompensas. El <strong>método de pago</strong> decide quién asume la suerte de encontrar bloques: tú o el pool.</p>
<h2>Shares: cómo cuentan el trabajo los pools</h2>
<p>Los pools dan a los mineros un objetivo más fácil que el de la red. Cada hash que lo cumple es un <strong>share</strong>. Los shares demuestran cuánto trabajo has hecho; de vez en cuando uno también cumple el objetivo de la red y se convierte en un bloque. Tu parte de los shares del pool es tu parte del trabajo.</p>
<h2>FPPS: pago completo por share</h2>
<p>Con <strong>FPPS</strong> el pool paga una cantidad fija por cada share válido, basada en el subsidio <em>esperado</em> del bloque <em>y</em> en las comisiones de transacción esperadas con la dificultad actual, encuentre o no bloques el pool. Obtienes un ingreso estable; el pool asume la variabilidad y cobra por ello una tarifa mayor, normalmente del 2–4 %.</p>
<h2>PPLNS: pago por los últimos N shares</h2>
<p>Con <strong>PPLNS</strong> solo cobras cuando el pool encuentra realmente un bloque, en proporción a tus shares entre los últimos N shares anteriores. La tarifa es menor, a menudo del 0–2 %, pero el ingreso oscila con la suerte del pool: una semana afortunada paga más de lo esperado y una desafortunada, menos. A lo largo de muchos meses la media se acerca al valor esperado.</p>
<h2>Comparación</h2>
<table>
<thead><tr><th></th><th>FPPS</th><th>PPLNS</th></tr></thead>
<tbody>
<tr><td>Se paga por</td><td>Cada share</td><td>Los bloques que encuentra el pool</td></tr>
<tr><td>Comisiones incluidas</td><td>Comisiones esperadas</td><td>Comisiones reales de los bloques encontrados</td></tr>
<tr><td>Variabilidad</td><td>La asume el pool</td><td>La asumes tú</td></tr>
<tr><td>Tarifa típica del pool</td><td>Mayor</td><td>Menor</td></tr>
<tr><td>Adecuado para</td><td>Ingresos diarios estables</td><td>Mineros pacientes a largo plazo</td></tr>
</tbody>
</table>
<h2>Umbrales y liquidación</h2>
<p>Los pools liquidan las ganancias una vez al día, por día UTC, y las envían cuando el saldo supera un <strong>umbral de pago</strong> (el nuestro es de 0,005 BTC) para mantener bajas las comisiones en cadena. Consulta las tarifas y el umbral en la <a href="/es/pool">página del pool</a>.</p>`,
  },
  'hashprice-and-breakeven': {
    title: 'Hashprice, punto de equilibrio y precio de apagado',
    summary:
      'Las cifras que usan los mineros para decidir si minar compensa: ingreso por terahash al día, días hasta el equilibrio y el precio al que un minero se apaga.',
    body: `
<p>Que minar compense se reduce a una comparación sencilla: lo que gana un terahash en un día frente a lo que cuesta operarlo. Los mineros siguen unas pocas cifras para controlarlo.</p>
<h2>Hashprice</h2>
<p>El <strong>hashprice</strong> es el ingreso esperado de una unidad de tasa de hash al día, normalmente en dólares por PH/s al día:</p>
<p><code>hashprice = BTC por TH/s al día × precio de BTC × 1000</code></p>
<p>Con una dificultad de 120 T, 3,125 BTC por bloque más unos 0,02 BTC de comisiones y un precio de 95.000 $, un TH/s gana unos 0,00000053 BTC, así que el hashprice ronda los 50 $ por PH/s al día. El hashprice baja cuando sube la dificultad o llega un halving, y sube con el precio de bitcoin y con las comisiones.</p>
<h2>Coste por terahash</h2>
<p>Para un minero propio, el coste diario por TH/s es sobre todo electricidad: <em>eficiencia (J/T) × 24 ÷ 1000 × precio por kWh</em>. Para un plan en la nube es la <strong>tarifa de servicio</strong> por TH/s al día, más la <strong>tarifa de tasa de hash</strong> pagada por adelantado repartida a lo largo del plazo, más la tarifa del pool descontada de la producción.</p>
<h2>Punto de equilibrio</h2>
<p>El <strong>punto de equilibrio estático</strong> de un plan es el número de días tras el cual la producción neta (producción menos tarifa de servicio, con las cifras de hoy) ha recuperado la tarifa de tasa de hash:</p>
<p><code>días hasta el equilibrio = tarifa de tasa de hash ÷ (producción diaria en USD − tarifa de servicio diaria)</code></p>
<p>Si el punto de equilibrio es más largo que el plazo del plan, el plan no se amortizaría con las cifras de hoy. La estimación es «estática» porque mantiene constantes la dificultad y el precio; en la realidad ambos cambian.</p>
<h2>Precio de apagado</h2>
<p>El <strong>precio de apagado</strong> es el precio de bitcoin al que la producción de un día vale exactamente el coste de operación de ese día. Por debajo, minar pierde dinero cada día, independientemente de lo que costara el hardware. Las máquinas eficientes y la electricidad barata bajan el precio de apagado.</p>
<h2>Usa las cifras con honestidad</h2>
<p>Cada una de estas cifras es una estimación con la dificultad y el precio de hoy, no una promesa. Introduce tus propios supuestos, incluida una dificultad mayor, en la <a href="/es/calculator">calculadora</a>, que muestra las fórmulas que utiliza.</p>`,
  },
  'custody-and-withdrawal-security': {
    title: 'Cómo proteger los bitcoin que minas',
    summary:
      'Autocustodia, frases semilla, direcciones de retiro, contraseña de fondos y autenticación en dos pasos: una lista práctica de seguridad.',
    body: `
<p>La producción minera se paga en bitcoin, y los bitcoin enviados a una dirección equivocada o robada no se pueden recuperar. Unos pocos hábitos evitan casi todas las pérdidas que vemos.</p>
<h2>Custodia: quién tiene las claves</h2>
<p>Quien tiene las <strong>claves privadas</strong> controla las monedas. Las monedas del saldo de tu cuenta las custodiamos nosotros; las monedas de una billetera cuyas claves solo tienes tú están en <strong>autocustodia</strong>. Para los importes que guardes a largo plazo, retíralos a una billetera que controles, idealmente una billetera de hardware.</p>
<ul>
<li>Escribe la <strong>frase semilla</strong> (12 o 24 palabras) en papel o metal, guárdala sin conexión y nunca la escribas en una web, un chat o una foto.</li>
<li>Nadie del soporte te pedirá nunca tu frase semilla, tu contraseña ni tus códigos del autenticador.</li>
</ul>
<h2>Protege tu cuenta</h2>
<ul>
<li>Usa una contraseña larga y única y un gestor de contraseñas.</li>
<li>Activa una <strong>app de autenticación</strong> (TOTP); es más segura que los códigos por SMS, que pueden robarse mediante duplicado de SIM.</li>
<li>Configura una <strong>contraseña de fondos</strong>: los retiros y los cambios de dirección la piden.</li>
<li>Revisa el historial de inicios de sesión y cierra la sesión en dispositivos que no reconozcas.</li>
</ul>
<h2>Retira sin errores</h2>
<ul>
<li>Copia las direcciones, no las escribas, y compara los primeros y últimos caracteres después de pegarlas: el malware del portapapeles sustituye direcciones.</li>
<li>Comprueba la <strong>red</strong>: una dirección de bitcoin en la red de bitcoin. Enviar por la red equivocada puede hacer que pierdas las monedas.</li>
<li>Guarda las direcciones en la libreta. Una <strong>dirección recién añadida queda bloqueada 24 horas</strong> antes de poder usarse, así que un ladrón que entre en tu cuenta no puede retirar de inmediato.</li>
<li>Con una billetera nueva, envía primero un importe pequeño de prueba.</li>
</ul>
<h2>Reconoce el phishing</h2>
<p>Comprueba la barra de direcciones antes de iniciar sesión, no sigas enlaces de mensajes no solicitados y desconfía de quien ofrezca «acelerar» un retiro o «desbloquear» ganancias a cambio de una tarifa. Lee <a href="/es/content/spotting-cloud-mining-scams">cómo detectar estafas de minería en la nube</a> para conocer los trucos habituales.</p>`,
  },
  'spotting-cloud-mining-scams': {
    title: 'Cómo detectar una estafa de minería en la nube',
    summary:
      'Rentabilidades garantizadas, tasa de hash imposible de verificar y tarifas para desbloquear retiros: las señales de alarma de las ofertas falsas y cómo comprobar un proveedor.',
    body: `
<p>Los ingresos reales de la minería dependen de la dificultad, el precio y las comisiones, así que cambian cada día. Muchas webs fraudulentas de «minería en la nube» prometen lo contrario. Estas señales deberían hacerte parar.</p>
<h2>Señales de alarma</h2>
<ul>
<li><strong>Rentabilidades diarias garantizadas o fijas</strong>, como «un 2 % al día». La producción minera no puede garantizarse; un porcentaje fijo que ignora la dificultad se paga con depósitos nuevos, no con minería.</li>
<li><strong>Rendimientos que no siguen a la dificultad.</strong> Tras una subida de dificultad, la producción real por TH/s baja. Si la tuya nunca cambia, no es minería.</li>
<li><strong>Tasa de hash no verificable:</strong> sin pool, sin estadísticas de workers, sin forma de ver la tasa de hash entregada.</li>
<li><strong>Tarifas para retirar o «desbloquear»</strong> tu saldo, o presión para depositar más antes de poder sacar nada.</li>
<li><strong>Crecimiento basado en referidos:</strong> cuando las recompensas dependen sobre todo de captar a gente nueva.</li>
<li><strong>Operadores anónimos:</strong> sin empresa, sin granjas, sin dirección, sin historial.</li>
</ul>
<h2>Cómo comprobar un proveedor</h2>
<ol>
<li>Compara la producción que anuncia con un cálculo a la dificultad de hoy: ambas deben coincidir salvo por las tarifas.</li>
<li>Pregunta en qué <strong>pool</strong> mina la tasa de hash y si puedes ver la tasa de hash del lado del pool y la liquidación diaria.</li>
<li>Lee el desglose de tarifas: tarifa de tasa de hash, tarifa de servicio, tarifa del pool, comisión de retiro. Nada debería aparecer solo al retirar.</li>
<li>Retira pronto un importe pequeño y comprueba que llega con un ID de transacción que puedas consultar en un explorador de bloques.</li>
<li>Busca la empresa que hay detrás: entidad registrada, granjas, personas y cuánto tiempo lleva operando.</li>
</ol>
<h2>Cómo lo hacemos nosotros</h2>
<p>Cada estimación de este sitio está marcada como tal y muestra sus datos de entrada; tu panel muestra la media de 24 horas de tasa de hash frente a la comprada, la producción diaria por día UTC y cada pago con su ID de transacción. Contrasta nuestras cifras con la <a href="/es/calculator">calculadora</a> y nuestras <a href="/es/pool">estadísticas del pool</a>.</p>`,
  },
  'buying-your-first-plan': {
    title: 'Tu primer plan, paso a paso',
    summary:
      'Elegir un plan, leer sus tarifas, pagar y ver cómo arranca: un recorrido por tu primer pedido de minería en la nube.',
    body: `
<p>Esta guía recorre un primer pedido, desde comparar planes hasta ver la producción del primer día en tu panel.</p>
<h2>1. Compara los planes</h2>
<p>En la <a href="/es/list">página de planes</a> cada plan muestra el modelo de minero, la tasa de hash, el plazo, la eficiencia (J/T), el pool y una producción <strong>estimada</strong> para todo el plazo con la dificultad y el precio de hoy. Hay varios tipos:</p>
<ul>
<li>Planes <strong>Easy</strong>: todo incluido, una buena primera opción.</li>
<li>Planes <strong>Full</strong>: más tasa de hash durante un plazo más largo.</li>
<li>Planes <strong>Stable</strong>: plazos cortos en mineros eficientes.</li>
</ul>
<h2>2. Lee las tarifas</h2>
<ul>
<li>La <strong>tarifa de tasa de hash</strong> se paga una sola vez, al comprar.</li>
<li>La <strong>tarifa de servicio</strong> cubre electricidad y mantenimiento, por TH/s al día. El primer pago se abona en el checkout; después se cobra de tu saldo, automáticamente si activas el cobro automático.</li>
<li>La <strong>tarifa del pool</strong> se descuenta de la producción como porcentaje.</li>
</ul>
<p>Un día con la tarifa de servicio impagada no se mina ni se compensa; el plan te avisa antes de que ocurra.</p>
<h2>3. Comprueba tú mismo la estimación</h2>
<p>Abre el plan en la <a href="/es/calculator">calculadora</a>: muestra la producción diaria, el ingreso neto tras tarifas y el punto de equilibrio estático con las cifras de hoy, junto con las fórmulas. Prueba una dificultad mayor para ver un escenario prudente.</p>
<h2>4. Paga y espera el inicio</h2>
<p>Elige la cantidad y paga. El plan entra en vigor en pocas horas; su primer día de minería empieza a las <strong>00:00 UTC</strong> y cada día se liquida por día UTC.</p>
<h2>5. Síguelo en el panel</h2>
<p>La página de tu pedido muestra el estado (pendiente de inicio, en marcha, finalizado), los días de tarifa de servicio restantes y la producción diaria. Lee <a href="/es/content/reading-your-hashrate-dashboard">cómo leer tu panel de tasa de hash</a> para entender los gráficos.</p>`,
  },
  'reading-your-hashrate-dashboard': {
    title: 'Cómo leer tu panel de tasa de hash',
    summary:
      'Tasa de hash comprada frente a entregada, las medias de 10 minutos, 1 hora y 24 horas, el estado de los workers y la liquidación diaria explicados.',
    body: `
<p>Tu panel muestra qué hace tu tasa de hash y cuánto ha ganado. Las cifras siguen unas pocas reglas que conviene conocer.</p>
<h2>Tasa de hash comprada y entregada</h2>
<p>El gráfico muestra una <strong>línea de referencia</strong> en la tasa de hash que compraste y la tasa de hash que realmente ve el pool. La del lado del pool se estima a partir de shares aleatorios, así que oscila alrededor de la línea de una hora a otra. Lo que cuenta es la <strong>media de 24 horas</strong>, que es lo que garantiza tu plan.</p>
<h2>10 minutos, 1 hora, 24 horas</h2>
<ul>
<li>La cifra de <strong>10 minutos</strong> reacciona rápido pero es ruidosa: te dice que las máquinas están funcionando.</li>
<li>La cifra de <strong>1 hora</strong> suaviza la mayor parte del ruido.</li>
<li>La media de <strong>24 horas</strong> es la que sirve para juzgar la entrega. Mientras una ventana no está completa, por ejemplo en las primeras horas de un plan, muestra <em>n/d</em> en lugar de un número engañoso.</li>
</ul>
<h2>Estado de los workers</h2>
<p>En tus páginas del pool, cada worker está <strong>en línea</strong> mientras envía shares, <strong>desconectado</strong> tras 20 minutos sin un share e <strong>inválido</strong> tras 24 horas sin ninguno.</p>
<h2>Producción diaria y liquidación</h2>
<ul>
<li>La producción se liquida por <strong>día UTC</strong>; todas las fechas del panel están en UTC y lo indican.</li>
<li><strong>Hoy</strong> es un día parcial y así se indica; su cifra crece hasta la medianoche UTC.</li>
<li>La producción de cada día sigue la dificultad de ese día, así que cambia tras cada ajuste aunque tu tasa de hash no cambie.</li>
<li>Los importes se muestran en BTC con 8 decimales; puedes exportarlos en CSV para tus registros y tus impuestos.</li>
</ul>
<h2>Cuando algo no cuadra</h2>
<p>Si la media de 24 horas se mantiene por debajo de lo que compraste, revisa primero las <a href="/es/news">noticias</a> por si hay mantenimiento: las interrupciones de nuestra parte se compensan alargando el plan. Si no hay nada anunciado, contacta con soporte indicando tu número de pedido.</p>`,
  },
};
