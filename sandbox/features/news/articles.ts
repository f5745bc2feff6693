import type { NewsCategory } from '../../../runtime/http/contract/news.ts';
import type { SeoLanguage } from '../../content/seo.ts';

export interface SeedText {
  title: string;
  summary: string;
  /** HTML as the CMS editor saves it (leading and trailing blank lines are trimmed). */
  body: string;
}

export interface SeedArticle {
  id: number;
  category: NewsCategory;
  /** UTC. */
  publishedAt: string;
  pinned: boolean;
  texts: Record<SeoLanguage, SeedText>;
}

/**
 * The seeded news, oldest first: four categories, every article in the 8 server languages (hk is
 * traditional Chinese). Plan names are the seeded goods names, which the storefront shows untranslated.
 * The last one is scheduled after the others, to show the clock at work.
 */
// biome-ignore format: one article a block, one language and field a line reads as a table
export const SEEDED_ARTICLES: SeedArticle[] = [
  {
    id: 1,
    category: 'announcement',
    publishedAt: '2025-06-12T08:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'Four new plans on sale on the Antminer S21 and S21 XP',
        summary: 'From today you can buy hashrate on the Antminer S21 (17.5 J/T) and S21 XP (13.5 J/T), for 30 days up to a full year.',
        body: `
<p>From 12 June 2025 four new plans run on the <strong>Antminer S21</strong> (17.5 J/T) and the <strong>Antminer S21 XP</strong> (13.5 J/T), the most efficient air-cooled miners in our fleet. All of them pay out daily to your wallet.</p>
<h2>The plans</h2>
<table>
<thead><tr><th>Plan</th><th>Miner</th><th>Hashrate</th><th>Term</th><th>Efficiency</th><th>Pool</th></tr></thead>
<tbody>
<tr><td>S21 Easy 180 days</td><td>Antminer S21</td><td>100 TH/s</td><td>180 days</td><td>17.5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Pro 360 days</td><td>Antminer S21</td><td>200 TH/s</td><td>360 days</td><td>17.5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Stable 30 days</td><td>Antminer S21</td><td>20 TH/s</td><td>30 days</td><td>17.5 J/T</td><td>F2Pool</td></tr>
<tr><td>S21 XP Stable 60 days</td><td>Antminer S21 XP</td><td>40 TH/s</td><td>60 days</td><td>13.5 J/T</td><td>Antpool</td></tr>
</tbody>
</table>
<h2>What is included</h2>
<ul>
<li>Hosting, cooling and maintenance of the miners: the hashrate fee is paid once, the service fee for electricity and upkeep per TH/s per day.</li>
<li>Daily settlement of the mined BTC to your wallet.</li>
<li>A live view of your hashrate under <a href="/dashboard/hashrate">Dashboard → Hashrate</a>.</li>
</ul>
<p>Prices and the estimated output over the whole term are on the <a href="/list">plans page</a>. Estimates follow the current network difficulty and are not guaranteed.</p>`,
      },
      de: {
        title: 'Vier neue Pläne im Verkauf: Antminer S21 und S21 XP',
        summary: 'Ab heute gibt es Hashrate auf dem Antminer S21 (17,5 J/T) und dem S21 XP (13,5 J/T), für 30 Tage bis zu einem ganzen Jahr.',
        body: `
<p>Ab dem 12. Juni 2025 laufen vier neue Pläne auf dem <strong>Antminer S21</strong> (17,5 J/T) und dem <strong>Antminer S21 XP</strong> (13,5 J/T), den effizientesten luftgekühlten Minern unserer Flotte. Alle zahlen täglich in Ihre Wallet aus.</p>
<h2>Die Pläne</h2>
<table>
<thead><tr><th>Plan</th><th>Miner</th><th>Hashrate</th><th>Laufzeit</th><th>Effizienz</th><th>Pool</th></tr></thead>
<tbody>
<tr><td>S21 Easy 180 days</td><td>Antminer S21</td><td>100 TH/s</td><td>180 Tage</td><td>17,5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Pro 360 days</td><td>Antminer S21</td><td>200 TH/s</td><td>360 Tage</td><td>17,5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Stable 30 days</td><td>Antminer S21</td><td>20 TH/s</td><td>30 Tage</td><td>17,5 J/T</td><td>F2Pool</td></tr>
<tr><td>S21 XP Stable 60 days</td><td>Antminer S21 XP</td><td>40 TH/s</td><td>60 Tage</td><td>13,5 J/T</td><td>Antpool</td></tr>
</tbody>
</table>
<h2>Was enthalten ist</h2>
<ul>
<li>Hosting, Kühlung und Wartung der Miner: Die Hashrate-Gebühr zahlen Sie einmalig, die Servicegebühr für Strom und Betrieb pro TH/s und Tag.</li>
<li>Tägliche Abrechnung der geminten BTC in Ihre Wallet.</li>
<li>Ihre Hashrate live unter <a href="/dashboard/hashrate">Dashboard → Hashrate</a>.</li>
</ul>
<p>Preise und den geschätzten Ertrag über die gesamte Laufzeit finden Sie in der <a href="/list">Planübersicht</a>. Die Schätzung folgt der aktuellen Netzwerk-Difficulty und ist nicht garantiert.</p>`,
      },
      es: {
        title: 'Cuatro planes nuevos a la venta con Antminer S21 y S21 XP',
        summary: 'Desde hoy puedes comprar tasa de hash en el Antminer S21 (17,5 J/T) y el S21 XP (13,5 J/T), de 30 días a un año completo.',
        body: `
<p>Desde el 12 de junio de 2025 hay cuatro planes nuevos que funcionan con el <strong>Antminer S21</strong> (17,5 J/T) y el <strong>Antminer S21 XP</strong> (13,5 J/T), los mineros refrigerados por aire más eficientes de nuestra flota. Todos pagan a diario en tu billetera.</p>
<h2>Los planes</h2>
<table>
<thead><tr><th>Plan</th><th>Minero</th><th>Tasa de hash</th><th>Duración</th><th>Eficiencia</th><th>Pool</th></tr></thead>
<tbody>
<tr><td>S21 Easy 180 days</td><td>Antminer S21</td><td>100 TH/s</td><td>180 días</td><td>17,5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Pro 360 days</td><td>Antminer S21</td><td>200 TH/s</td><td>360 días</td><td>17,5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Stable 30 days</td><td>Antminer S21</td><td>20 TH/s</td><td>30 días</td><td>17,5 J/T</td><td>F2Pool</td></tr>
<tr><td>S21 XP Stable 60 days</td><td>Antminer S21 XP</td><td>40 TH/s</td><td>60 días</td><td>13,5 J/T</td><td>Antpool</td></tr>
</tbody>
</table>
<h2>Qué incluye</h2>
<ul>
<li>Alojamiento, refrigeración y mantenimiento de los mineros: la tarifa de tasa de hash se paga una vez y la tarifa de servicio (electricidad y operación), por TH/s y día.</li>
<li>Liquidación diaria de los BTC minados en tu billetera.</li>
<li>Tu tasa de hash en directo en <a href="/dashboard/hashrate">Panel → Tasa de hash</a>.</li>
</ul>
<p>Los precios y la producción estimada para todo el plazo están en la <a href="/list">página de planes</a>. La estimación sigue la dificultad actual de la red y no está garantizada.</p>`,
      },
      fr: {
        title: 'Quatre nouveaux plans en vente sur Antminer S21 et S21 XP',
        summary: 'Dès aujourd’hui, achetez de la puissance de hachage sur l’Antminer S21 (17,5 J/T) et le S21 XP (13,5 J/T), de 30 jours à une année entière.',
        body: `
<p>Depuis le 12 juin 2025, quatre nouveaux plans tournent sur l’<strong>Antminer S21</strong> (17,5 J/T) et l’<strong>Antminer S21 XP</strong> (13,5 J/T), les mineurs refroidis par air les plus efficaces de notre parc. Tous versent leurs gains chaque jour dans votre portefeuille.</p>
<h2>Les plans</h2>
<table>
<thead><tr><th>Plan</th><th>Mineur</th><th>Puissance</th><th>Durée</th><th>Efficacité</th><th>Pool</th></tr></thead>
<tbody>
<tr><td>S21 Easy 180 days</td><td>Antminer S21</td><td>100 TH/s</td><td>180 jours</td><td>17,5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Pro 360 days</td><td>Antminer S21</td><td>200 TH/s</td><td>360 jours</td><td>17,5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Stable 30 days</td><td>Antminer S21</td><td>20 TH/s</td><td>30 jours</td><td>17,5 J/T</td><td>F2Pool</td></tr>
<tr><td>S21 XP Stable 60 days</td><td>Antminer S21 XP</td><td>40 TH/s</td><td>60 jours</td><td>13,5 J/T</td><td>Antpool</td></tr>
</tbody>
</table>
<h2>Ce qui est inclus</h2>
<ul>
<li>L’hébergement, le refroidissement et la maintenance des mineurs : les frais de puissance se paient une fois, les frais de service (électricité et exploitation) par TH/s et par jour.</li>
<li>Le règlement quotidien des BTC minés dans votre portefeuille.</li>
<li>Votre puissance en temps réel dans <a href="/dashboard/hashrate">Tableau de bord → Puissance de hachage</a>.</li>
</ul>
<p>Les prix et la production estimée sur toute la durée figurent sur la <a href="/list">page des plans</a>. L’estimation suit la difficulté actuelle du réseau et n’est pas garantie.</p>`,
      },
      ja: {
        title: 'Antminer S21・S21 XP の新プラン 4 種を発売',
        summary: '本日より、Antminer S21（17.5 J/T）と S21 XP（13.5 J/T）のハッシュレートを 30 日から 1 年までの期間でご購入いただけます。',
        body: `
<p>2025年6月12日より、当社の空冷マイナーの中で最も効率の高い <strong>Antminer S21</strong>（17.5 J/T）と <strong>Antminer S21 XP</strong>（13.5 J/T）で稼働する新プラン 4 種を提供します。いずれも毎日ウォレットへ支払われます。</p>
<h2>プラン一覧</h2>
<table>
<thead><tr><th>プラン</th><th>マイナー</th><th>ハッシュレート</th><th>期間</th><th>電力効率</th><th>プール</th></tr></thead>
<tbody>
<tr><td>S21 Easy 180 days</td><td>Antminer S21</td><td>100 TH/s</td><td>180日</td><td>17.5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Pro 360 days</td><td>Antminer S21</td><td>200 TH/s</td><td>360日</td><td>17.5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Stable 30 days</td><td>Antminer S21</td><td>20 TH/s</td><td>30日</td><td>17.5 J/T</td><td>F2Pool</td></tr>
<tr><td>S21 XP Stable 60 days</td><td>Antminer S21 XP</td><td>40 TH/s</td><td>60日</td><td>13.5 J/T</td><td>Antpool</td></tr>
</tbody>
</table>
<h2>含まれるもの</h2>
<ul>
<li>マイナーのホスティング・冷却・保守。ハッシュレート料金は購入時に一度だけ、電気代と運用費にあたるサービス料金は 1 TH/s・1 日あたりでお支払いいただきます。</li>
<li>採掘した BTC を毎日ウォレットへ精算。</li>
<li><a href="/dashboard/hashrate">ダッシュボード → ハッシュレート</a>でハッシュレートをリアルタイムに確認。</li>
</ul>
<p>価格と期間全体の推定産出量は<a href="/list">プランページ</a>でご確認ください。推定値は現在のネットワーク難易度に基づくもので、保証されるものではありません。</p>`,
      },
      ko: {
        title: 'Antminer S21·S21 XP 신규 플랜 4종 출시',
        summary: '오늘부터 Antminer S21(17.5 J/T)과 S21 XP(13.5 J/T)의 해시레이트를 30일부터 1년까지 구매할 수 있습니다.',
        body: `
<p>2025년 6월 12일부터 당사 공랭식 채굴기 중 가장 효율적인 <strong>Antminer S21</strong>(17.5 J/T)과 <strong>Antminer S21 XP</strong>(13.5 J/T)로 운영되는 신규 플랜 4종을 제공합니다. 모든 플랜은 매일 지갑으로 지급됩니다.</p>
<h2>플랜 안내</h2>
<table>
<thead><tr><th>플랜</th><th>채굴기</th><th>해시레이트</th><th>기간</th><th>효율</th><th>풀</th></tr></thead>
<tbody>
<tr><td>S21 Easy 180 days</td><td>Antminer S21</td><td>100 TH/s</td><td>180일</td><td>17.5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Pro 360 days</td><td>Antminer S21</td><td>200 TH/s</td><td>360일</td><td>17.5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Stable 30 days</td><td>Antminer S21</td><td>20 TH/s</td><td>30일</td><td>17.5 J/T</td><td>F2Pool</td></tr>
<tr><td>S21 XP Stable 60 days</td><td>Antminer S21 XP</td><td>40 TH/s</td><td>60일</td><td>13.5 J/T</td><td>Antpool</td></tr>
</tbody>
</table>
<h2>포함 내용</h2>
<ul>
<li>채굴기 호스팅, 냉각, 유지보수. 해시레이트 요금은 한 번만 내고, 전기료와 운영비인 서비스 요금은 TH/s당 하루 단위로 부과됩니다.</li>
<li>채굴된 BTC를 매일 지갑으로 정산.</li>
<li><a href="/dashboard/hashrate">대시보드 → 해시레이트</a>에서 실시간 해시레이트 확인.</li>
</ul>
<p>가격과 전체 기간의 예상 채굴량은 <a href="/list">플랜 페이지</a>에서 확인하세요. 예상치는 현재 네트워크 난이도를 기준으로 하며 보장되지 않습니다.</p>`,
      },
      hk: {
        title: 'Antminer S21 及 S21 XP 四款新方案開售',
        summary: '由今日起，您可購買 Antminer S21（17.5 J/T）及 S21 XP（13.5 J/T）的算力，週期由 30 天至一整年。',
        body: `
<p>由 2025年6月12日起，四款新方案採用我們礦場中能效最高的風冷礦機 <strong>Antminer S21</strong>（17.5 J/T）及 <strong>Antminer S21 XP</strong>（13.5 J/T）運行，全部每日派發收益至您的錢包。</p>
<h2>方案一覽</h2>
<table>
<thead><tr><th>方案</th><th>礦機</th><th>算力</th><th>週期</th><th>能效</th><th>礦池</th></tr></thead>
<tbody>
<tr><td>S21 Easy 180 days</td><td>Antminer S21</td><td>100 TH/s</td><td>180 天</td><td>17.5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Pro 360 days</td><td>Antminer S21</td><td>200 TH/s</td><td>360 天</td><td>17.5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Stable 30 days</td><td>Antminer S21</td><td>20 TH/s</td><td>30 天</td><td>17.5 J/T</td><td>F2Pool</td></tr>
<tr><td>S21 XP Stable 60 days</td><td>Antminer S21 XP</td><td>40 TH/s</td><td>60 天</td><td>13.5 J/T</td><td>Antpool</td></tr>
</tbody>
</table>
<h2>包含服務</h2>
<ul>
<li>礦機託管、散熱及維護：算力費一次付清，涵蓋電費及營運的服務費按每 TH/s 每日計算。</li>
<li>每日將挖得的 BTC 結算至您的錢包。</li>
<li>在<a href="/dashboard/hashrate">控制台 → 算力</a>即時查看算力。</li>
</ul>
<p>價格及整個週期的預估產出請見<a href="/list">方案頁面</a>。預估值按目前全網難度計算，並不保證。</p>`,
      },
      zh: {
        title: 'Antminer S21 和 S21 XP 四款新套餐开售',
        summary: '即日起，您可以购买 Antminer S21（17.5 J/T）和 S21 XP（13.5 J/T）的算力，周期从 30 天到一整年。',
        body: `
<p>自 2025年6月12日起，四款新套餐使用我们矿场中能效最高的风冷矿机 <strong>Antminer S21</strong>（17.5 J/T）和 <strong>Antminer S21 XP</strong>（13.5 J/T）运行，全部每日将收益发放至您的钱包。</p>
<h2>套餐一览</h2>
<table>
<thead><tr><th>套餐</th><th>矿机</th><th>算力</th><th>周期</th><th>能效</th><th>矿池</th></tr></thead>
<tbody>
<tr><td>S21 Easy 180 days</td><td>Antminer S21</td><td>100 TH/s</td><td>180 天</td><td>17.5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Pro 360 days</td><td>Antminer S21</td><td>200 TH/s</td><td>360 天</td><td>17.5 J/T</td><td>Antpool</td></tr>
<tr><td>S21 Stable 30 days</td><td>Antminer S21</td><td>20 TH/s</td><td>30 天</td><td>17.5 J/T</td><td>F2Pool</td></tr>
<tr><td>S21 XP Stable 60 days</td><td>Antminer S21 XP</td><td>40 TH/s</td><td>60 天</td><td>13.5 J/T</td><td>Antpool</td></tr>
</tbody>
</table>
<h2>包含服务</h2>
<ul>
<li>矿机托管、散热和维护：算力费一次性支付，包含电费和运维的服务费按每 TH/s 每天计算。</li>
<li>每日将挖到的 BTC 结算至您的钱包。</li>
<li>在<a href="/dashboard/hashrate">控制台 → 算力</a>实时查看算力。</li>
</ul>
<p>价格和整个周期的预估产出请见<a href="/list">套餐页面</a>。预估值基于当前全网难度计算，不作保证。</p>`,
      },
    },
  },
  {
    id: 2,
    category: 'industry',
    publishedAt: '2025-06-20T10:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'Bitcoin after the April 2024 halving: what changed for miners',
        summary: 'At block 840,000 the block subsidy fell from 6.25 to 3.125 BTC. Here is what that means for daily output.',
        body: `
<p>On 20 April 2024, at block <strong>840,000</strong>, Bitcoin had its fourth halving: the new coins in every block, the block subsidy, fell from 6.25 BTC to <strong>3.125 BTC</strong>. Halvings happen every 210,000 blocks, about every four years; the next is expected in 2028 at block 1,050,000, when the subsidy falls to 1.5625 BTC.</p>
<h2>What a miner earns per block</h2>
<p>A block pays its subsidy plus the fees of the transactions it includes. With about 144 blocks a day, the network now issues about 450 new BTC a day instead of 900.</p>
<h2>What it means for your plan</h2>
<ul>
<li>At the same difficulty, the same hashrate earns about half the subsidy it earned before the halving.</li>
<li>Efficiency matters more: a miner using fewer joules per terahash (J/T) spends less on electricity for each BTC.</li>
<li>Transaction fees vary with the demand for block space and can be a noticeable share of the reward on busy days.</li>
</ul>
<p>The estimates on our <a href="/list">plans page</a> use the 3.125 BTC subsidy and the current difficulty.</p>`,
      },
      de: {
        title: 'Bitcoin nach dem Halving im April 2024: Was sich für Miner geändert hat',
        summary: 'Bei Block 840.000 sank die Blocksubvention von 6,25 auf 3,125 BTC. Was das für den täglichen Ertrag bedeutet.',
        body: `
<p>Am 20. April 2024 fand bei Block <strong>840.000</strong> das vierte Bitcoin-Halving statt: Die neuen Coins je Block, die Blocksubvention, sanken von 6,25 BTC auf <strong>3,125 BTC</strong>. Ein Halving erfolgt alle 210.000 Blöcke, also etwa alle vier Jahre; das nächste wird 2028 bei Block 1.050.000 erwartet, dann sinkt die Subvention auf 1,5625 BTC.</p>
<h2>Was ein Miner pro Block verdient</h2>
<p>Ein Block bringt seine Subvention plus die Gebühren der enthaltenen Transaktionen. Bei rund 144 Blöcken am Tag gibt das Netzwerk jetzt etwa 450 neue BTC täglich aus statt 900.</p>
<h2>Was das für Ihren Plan bedeutet</h2>
<ul>
<li>Bei gleicher Difficulty verdient dieselbe Hashrate etwa die Hälfte der Subvention von vor dem Halving.</li>
<li>Effizienz zählt mehr: Ein Miner mit weniger Joule pro Terahash (J/T) braucht für jeden BTC weniger Strom.</li>
<li>Transaktionsgebühren schwanken mit der Nachfrage nach Blockplatz und können an vollen Tagen einen spürbaren Teil der Belohnung ausmachen.</li>
</ul>
<p>Die Schätzungen in unserer <a href="/list">Planübersicht</a> rechnen mit der Subvention von 3,125 BTC und der aktuellen Difficulty.</p>`,
      },
      es: {
        title: 'Bitcoin tras el halving de abril de 2024: qué cambió para los mineros',
        summary: 'En el bloque 840.000 el subsidio por bloque bajó de 6,25 a 3,125 BTC. Esto es lo que significa para la producción diaria.',
        body: `
<p>El 20 de abril de 2024, en el bloque <strong>840.000</strong>, Bitcoin vivió su cuarto halving: las monedas nuevas de cada bloque, el subsidio por bloque, pasaron de 6,25 BTC a <strong>3,125 BTC</strong>. Los halvings ocurren cada 210.000 bloques, aproximadamente cada cuatro años; el próximo se espera en 2028, en el bloque 1.050.000, cuando el subsidio bajará a 1,5625 BTC.</p>
<h2>Lo que gana un minero por bloque</h2>
<p>Un bloque paga su subsidio más las comisiones de las transacciones que incluye. Con unos 144 bloques al día, la red emite ahora unos 450 BTC nuevos diarios en lugar de 900.</p>
<h2>Qué significa para tu plan</h2>
<ul>
<li>Con la misma dificultad, la misma tasa de hash gana aproximadamente la mitad del subsidio que antes del halving.</li>
<li>La eficiencia pesa más: un minero que consume menos julios por terahash (J/T) gasta menos electricidad por cada BTC.</li>
<li>Las comisiones varían con la demanda de espacio en los bloques y, en días de mucha actividad, pueden ser una parte notable de la recompensa.</li>
</ul>
<p>Las estimaciones de nuestra <a href="/list">página de planes</a> usan el subsidio de 3,125 BTC y la dificultad actual.</p>`,
      },
      fr: {
        title: 'Bitcoin après le halving d’avril 2024 : ce qui a changé pour les mineurs',
        summary: 'Au bloc 840 000, la subvention de bloc est passée de 6,25 à 3,125 BTC. Voici ce que cela change pour la production quotidienne.',
        body: `
<p>Le 20 avril 2024, au bloc <strong>840 000</strong>, Bitcoin a connu son quatrième halving : les nouvelles pièces créées dans chaque bloc, la subvention de bloc, sont passées de 6,25 BTC à <strong>3,125 BTC</strong>. Un halving a lieu tous les 210 000 blocs, soit environ tous les quatre ans ; le prochain est attendu en 2028 au bloc 1 050 000, et la subvention tombera alors à 1,5625 BTC.</p>
<h2>Ce qu’un mineur gagne par bloc</h2>
<p>Un bloc rapporte sa subvention plus les frais des transactions qu’il contient. Avec environ 144 blocs par jour, le réseau émet désormais quelque 450 BTC nouveaux par jour au lieu de 900.</p>
<h2>Ce que cela signifie pour votre plan</h2>
<ul>
<li>À difficulté égale, la même puissance rapporte environ la moitié de la subvention d’avant le halving.</li>
<li>L’efficacité compte davantage : un mineur qui consomme moins de joules par térahash (J/T) dépense moins d’électricité pour chaque BTC.</li>
<li>Les frais de transaction varient avec la demande d’espace dans les blocs et peuvent représenter une part notable de la récompense les jours chargés.</li>
</ul>
<p>Les estimations de notre <a href="/list">page des plans</a> utilisent la subvention de 3,125 BTC et la difficulté actuelle.</p>`,
      },
      ja: {
        title: '2024年4月の半減期後のビットコイン：マイナーにとって何が変わったか',
        summary: 'ブロック 840,000 でブロック補助金が 6.25 BTC から 3.125 BTC に半減しました。日々の産出量への影響を解説します。',
        body: `
<p>2024年4月20日、ブロック <strong>840,000</strong> でビットコインは 4 回目の半減期を迎え、各ブロックで新たに発行されるコイン（ブロック補助金）は 6.25 BTC から <strong>3.125 BTC</strong> になりました。半減期は 210,000 ブロックごと、およそ 4 年ごとに訪れます。次回は 2028 年、ブロック 1,050,000 で、補助金は 1.5625 BTC になる見込みです。</p>
<h2>1 ブロックあたりのマイナーの収入</h2>
<p>ブロックの報酬は、補助金とそのブロックに含まれる取引の手数料の合計です。1 日に約 144 ブロックが生成されるため、新規発行量は 1 日約 900 BTC から約 450 BTC になりました。</p>
<h2>プランへの影響</h2>
<ul>
<li>難易度が同じなら、同じハッシュレートで得られる補助金は半減期前のおよそ半分です。</li>
<li>電力効率がより重要になります。1 テラハッシュあたりの消費ジュール（J/T）が小さいマイナーほど、1 BTC あたりの電気代が少なくて済みます。</li>
<li>取引手数料はブロックスペースの需要によって変動し、混雑した日には報酬の中で無視できない割合になることがあります。</li>
</ul>
<p><a href="/list">プランページ</a>の推定値は、3.125 BTC の補助金と現在の難易度をもとに計算しています。</p>`,
      },
      ko: {
        title: '2024년 4월 반감기 이후의 비트코인: 채굴자에게 달라진 점',
        summary: '840,000번 블록에서 블록 보조금이 6.25 BTC에서 3.125 BTC로 줄었습니다. 일일 채굴량에 어떤 의미인지 알아봅니다.',
        body: `
<p>2024년 4월 20일, <strong>840,000</strong>번 블록에서 비트코인의 네 번째 반감기가 있었습니다. 블록마다 새로 발행되는 코인인 블록 보조금이 6.25 BTC에서 <strong>3.125 BTC</strong>로 줄었습니다. 반감기는 210,000 블록마다, 즉 약 4년마다 돌아오며, 다음 반감기는 2028년 1,050,000번 블록으로 예상되고 이때 보조금은 1.5625 BTC가 됩니다.</p>
<h2>채굴자가 블록당 받는 보상</h2>
<p>블록 보상은 보조금과 블록에 포함된 거래 수수료의 합입니다. 하루에 약 144개의 블록이 만들어지므로 네트워크의 신규 발행량은 하루 약 900 BTC에서 약 450 BTC로 줄었습니다.</p>
<h2>내 플랜에 미치는 영향</h2>
<ul>
<li>난이도가 같다면 같은 해시레이트로 받는 보조금은 반감기 전의 약 절반입니다.</li>
<li>효율이 더 중요해졌습니다. 테라해시당 소비 전력량(J/T)이 낮은 채굴기일수록 BTC 1개당 전기료가 적게 듭니다.</li>
<li>거래 수수료는 블록 공간 수요에 따라 달라지며, 네트워크가 붐비는 날에는 보상에서 상당한 비중을 차지하기도 합니다.</li>
</ul>
<p><a href="/list">플랜 페이지</a>의 예상치는 3.125 BTC 보조금과 현재 난이도를 기준으로 계산합니다.</p>`,
      },
      hk: {
        title: '2024年4月減半後的比特幣：礦工面對的變化',
        summary: '在區塊 840,000，區塊補貼由 6.25 BTC 減至 3.125 BTC。本文說明這對每日產出的影響。',
        body: `
<p>2024年4月20日，比特幣在區塊 <strong>840,000</strong> 迎來第四次減半：每個區塊新發行的幣，即區塊補貼，由 6.25 BTC 減至 <strong>3.125 BTC</strong>。減半每 210,000 個區塊發生一次，約每四年一次；下一次預計於 2028 年在區塊 1,050,000 出現，屆時補貼將減至 1.5625 BTC。</p>
<h2>礦工每個區塊的收入</h2>
<p>每個區塊的獎勵是區塊補貼加上區塊內交易的手續費。每日約產生 144 個區塊，因此全網每日新發行量由約 900 BTC 減至約 450 BTC。</p>
<h2>對您方案的影響</h2>
<ul>
<li>在相同難度下，同樣的算力所得的補貼約為減半前的一半。</li>
<li>能效變得更重要：每 TH 耗用焦耳數（J/T）越低的礦機，每挖一枚 BTC 所需的電費越少。</li>
<li>交易手續費隨區塊空間的需求而變動，在網絡繁忙的日子可佔獎勵相當比例。</li>
</ul>
<p><a href="/list">方案頁面</a>上的預估按 3.125 BTC 補貼及目前難度計算。</p>`,
      },
      zh: {
        title: '2024年4月减半后的比特币：矿工面临的变化',
        summary: '在区块 840,000，区块补贴从 6.25 BTC 降至 3.125 BTC。本文说明这对每日产出的影响。',
        body: `
<p>2024年4月20日，比特币在区块 <strong>840,000</strong> 迎来第四次减半：每个区块新发行的币，即区块补贴，从 6.25 BTC 降至 <strong>3.125 BTC</strong>。减半每 210,000 个区块发生一次，大约每四年一次；下一次预计在 2028 年的区块 1,050,000，届时补贴将降至 1.5625 BTC。</p>
<h2>矿工每个区块的收入</h2>
<p>每个区块的奖励是区块补贴加上区块内交易的手续费。每天约产生 144 个区块，因此全网每日新发行量从约 900 BTC 降至约 450 BTC。</p>
<h2>对您套餐的影响</h2>
<ul>
<li>在难度相同时，同样的算力获得的补贴约为减半前的一半。</li>
<li>能效更加重要：每 TH 耗电焦耳数（J/T）越低的矿机，每挖一枚 BTC 所需的电费越少。</li>
<li>交易手续费随区块空间需求变化，在网络拥堵的日子可能占奖励的相当比例。</li>
</ul>
<p><a href="/list">套餐页面</a>上的预估基于 3.125 BTC 补贴和当前难度计算。</p>`,
      },
    },
  },
  {
    id: 3,
    category: 'maintenance',
    publishedAt: '2025-07-08T09:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'Maintenance on 15 July 2025: network upgrade for S21 Easy 180 days and S21 Pro 360 days',
        summary: 'From 02:00 to 06:00 UTC on 15 July 2025 (4 hours) the miners of two plans stop for a network upgrade. The orders are extended by 4 hours.',
        body: `
<p>We are upgrading the network of the data centre that hosts our Antminer S21 fleet: new switches and a second internet uplink, so that the failure of one line no longer stops the miners.</p>
<h2>When</h2>
<p><strong>15 July 2025, 02:00–06:00 UTC</strong>, a window of <strong>4 hours</strong>. The miners stop hashing during the window and restart on their own when it ends.</p>
<h2>Affected plans</h2>
<ul>
<li>S21 Easy 180 days</li>
<li>S21 Pro 360 days</li>
</ul>
<p>No other plan is affected.</p>
<h2>Compensation</h2>
<p>Every affected order is <strong>extended by 4 hours</strong>, the time lost in the window. What a plan guarantees is its 24-hour average hashrate: the output of 15 July will be lower, and the 4 hours are delivered at the end of the term instead. You do not need to do anything.</p>
<h3>Where to see it</h3>
<ol>
<li>Open <a href="/dashboard/hashrate">Dashboard → Hashrate</a>.</li>
<li>Select the order.</li>
<li>Its detail shows the maintenance window and the new end date.</li>
</ol>`,
      },
      de: {
        title: 'Wartung am 15. Juli 2025: Netzwerk-Upgrade für S21 Easy 180 days und S21 Pro 360 days',
        summary: 'Am 15. Juli 2025 von 02:00 bis 06:00 Uhr UTC (4 Stunden) stehen die Miner zweier Pläne für ein Netzwerk-Upgrade still. Die Bestellungen verlängern sich um 4 Stunden.',
        body: `
<p>Wir erneuern das Netzwerk des Rechenzentrums, in dem unsere Antminer-S21-Flotte steht: neue Switches und eine zweite Internetanbindung, damit der Ausfall einer Leitung die Miner nicht mehr stoppt.</p>
<h2>Wann</h2>
<p><strong>15. Juli 2025, 02:00–06:00 Uhr UTC</strong>, ein Zeitfenster von <strong>4 Stunden</strong>. Die Miner rechnen in dieser Zeit nicht und starten danach selbstständig wieder.</p>
<h2>Betroffene Pläne</h2>
<ul>
<li>S21 Easy 180 days</li>
<li>S21 Pro 360 days</li>
</ul>
<p>Andere Pläne sind nicht betroffen.</p>
<h2>Ausgleich</h2>
<p>Jede betroffene Bestellung wird <strong>um 4 Stunden verlängert</strong>, die im Wartungsfenster verlorene Zeit. Garantiert ist die durchschnittliche Hashrate über 24 Stunden: Der Ertrag des 15. Juli fällt geringer aus, die 4 Stunden werden stattdessen am Ende der Laufzeit nachgeliefert. Sie müssen nichts tun.</p>
<h3>Wo Sie es sehen</h3>
<ol>
<li>Öffnen Sie <a href="/dashboard/hashrate">Dashboard → Hashrate</a>.</li>
<li>Wählen Sie die Bestellung aus.</li>
<li>Die Detailansicht zeigt das Wartungsfenster und das neue Enddatum.</li>
</ol>`,
      },
      es: {
        title: 'Mantenimiento el 15 de julio de 2025: mejora de red para S21 Easy 180 days y S21 Pro 360 days',
        summary: 'El 15 de julio de 2025, de 02:00 a 06:00 UTC (4 horas), los mineros de dos planes se detienen por una mejora de la red. Los pedidos se amplían 4 horas.',
        body: `
<p>Estamos mejorando la red del centro de datos que aloja nuestra flota de Antminer S21: conmutadores nuevos y una segunda conexión a internet, para que el fallo de una línea ya no detenga los mineros.</p>
<h2>Cuándo</h2>
<p><strong>15 de julio de 2025, de 02:00 a 06:00 UTC</strong>, una ventana de <strong>4 horas</strong>. Los mineros dejan de calcular durante la ventana y se reinician solos al terminar.</p>
<h2>Planes afectados</h2>
<ul>
<li>S21 Easy 180 days</li>
<li>S21 Pro 360 days</li>
</ul>
<p>Ningún otro plan se ve afectado.</p>
<h2>Compensación</h2>
<p>Cada pedido afectado se <strong>amplía 4 horas</strong>, el tiempo perdido en la ventana. Lo que garantiza un plan es su tasa de hash media de 24 horas: la producción del 15 de julio será menor y las 4 horas se entregan al final del plazo. No tienes que hacer nada.</p>
<h3>Dónde verlo</h3>
<ol>
<li>Abre <a href="/dashboard/hashrate">Panel → Tasa de hash</a>.</li>
<li>Selecciona el pedido.</li>
<li>Su detalle muestra la ventana de mantenimiento y la nueva fecha de fin.</li>
</ol>`,
      },
      fr: {
        title: 'Maintenance le 15 juillet 2025 : mise à niveau réseau pour S21 Easy 180 days et S21 Pro 360 days',
        summary: 'Le 15 juillet 2025, de 02 h 00 à 06 h 00 UTC (4 heures), les mineurs de deux plans s’arrêtent pour une mise à niveau du réseau. Les commandes sont prolongées de 4 heures.',
        body: `
<p>Nous modernisons le réseau du centre de données qui héberge notre parc d’Antminer S21 : nouveaux commutateurs et seconde liaison internet, pour que la panne d’une ligne n’arrête plus les mineurs.</p>
<h2>Quand</h2>
<p><strong>15 juillet 2025, de 02 h 00 à 06 h 00 UTC</strong>, une fenêtre de <strong>4 heures</strong>. Les mineurs cessent de calculer pendant la fenêtre et redémarrent d’eux-mêmes à la fin.</p>
<h2>Plans concernés</h2>
<ul>
<li>S21 Easy 180 days</li>
<li>S21 Pro 360 days</li>
</ul>
<p>Aucun autre plan n’est concerné.</p>
<h2>Compensation</h2>
<p>Chaque commande concernée est <strong>prolongée de 4 heures</strong>, le temps perdu pendant la fenêtre. Ce qu’un plan garantit, c’est sa puissance moyenne sur 24 heures : la production du 15 juillet sera plus faible et les 4 heures sont livrées en fin de contrat. Vous n’avez rien à faire.</p>
<h3>Où le voir</h3>
<ol>
<li>Ouvrez <a href="/dashboard/hashrate">Tableau de bord → Puissance de hachage</a>.</li>
<li>Sélectionnez la commande.</li>
<li>Son détail indique la fenêtre de maintenance et la nouvelle date de fin.</li>
</ol>`,
      },
      ja: {
        title: '2025年7月15日 メンテナンスのお知らせ：S21 Easy 180 days・S21 Pro 360 days のネットワーク増強',
        summary: '2025年7月15日 02:00～06:00（UTC、4 時間）、ネットワーク増強のため 2 つのプランのマイナーが停止します。対象の注文は 4 時間延長されます。',
        body: `
<p>Antminer S21 を設置しているデータセンターのネットワークを増強します。スイッチを新しくし、インターネット回線を 2 系統にすることで、1 回線の障害でマイナーが止まらないようにします。</p>
<h2>日時</h2>
<p><strong>2025年7月15日 02:00～06:00（UTC）</strong>、<strong>4 時間</strong>です。この間マイナーは採掘を停止し、終了後に自動で再開します。</p>
<h2>対象プラン</h2>
<ul>
<li>S21 Easy 180 days</li>
<li>S21 Pro 360 days</li>
</ul>
<p>その他のプランへの影響はありません。</p>
<h2>補償</h2>
<p>対象の注文はすべて、停止した時間と同じ <strong>4 時間延長</strong>されます。プランが保証するのは 24 時間平均のハッシュレートです。7月15日の産出量は少なくなりますが、その 4 時間分は期間の最後に提供されます。お客様の操作は必要ありません。</p>
<h3>確認方法</h3>
<ol>
<li><a href="/dashboard/hashrate">ダッシュボード → ハッシュレート</a>を開きます。</li>
<li>対象の注文を選びます。</li>
<li>注文の詳細にメンテナンス時間と新しい終了日が表示されます。</li>
</ol>`,
      },
      ko: {
        title: '2025년 7월 15일 점검 안내: S21 Easy 180 days·S21 Pro 360 days 네트워크 업그레이드',
        summary: '2025년 7월 15일 02:00~06:00(UTC, 4시간) 네트워크 업그레이드로 두 플랜의 채굴기가 중단됩니다. 해당 주문은 4시간 연장됩니다.',
        body: `
<p>Antminer S21 채굴기가 있는 데이터 센터의 네트워크를 업그레이드합니다. 스위치를 교체하고 인터넷 회선을 하나 더 추가해, 회선 하나에 장애가 나도 채굴기가 멈추지 않도록 합니다.</p>
<h2>일시</h2>
<p><strong>2025년 7월 15일 02:00~06:00(UTC)</strong>, 총 <strong>4시간</strong>입니다. 이 시간 동안 채굴기는 연산을 멈추고, 점검이 끝나면 자동으로 다시 시작합니다.</p>
<h2>대상 플랜</h2>
<ul>
<li>S21 Easy 180 days</li>
<li>S21 Pro 360 days</li>
</ul>
<p>다른 플랜은 영향이 없습니다.</p>
<h2>보상</h2>
<p>대상 주문은 모두 점검으로 잃은 시간만큼 <strong>4시간 연장</strong>됩니다. 플랜이 보장하는 것은 24시간 평균 해시레이트입니다. 7월 15일 채굴량은 줄어들지만, 그 4시간은 기간 끝에 제공됩니다. 별도로 하실 일은 없습니다.</p>
<h3>확인 방법</h3>
<ol>
<li><a href="/dashboard/hashrate">대시보드 → 해시레이트</a>를 엽니다.</li>
<li>해당 주문을 선택합니다.</li>
<li>주문 상세에 점검 시간과 새 종료일이 표시됩니다.</li>
</ol>`,
      },
      hk: {
        title: '2025年7月15日維護通知：S21 Easy 180 days 及 S21 Pro 360 days 網絡升級',
        summary: '2025年7月15日 02:00 至 06:00（UTC，共 4 小時），兩款方案的礦機將因網絡升級暫停運行。相關訂單將延長 4 小時。',
        body: `
<p>我們將升級存放 Antminer S21 礦機的數據中心網絡：更換交換器並增設第二條互聯網線路，日後單一線路故障亦不會令礦機停機。</p>
<h2>時間</h2>
<p><strong>2025年7月15日 02:00 至 06:00（UTC）</strong>，共 <strong>4 小時</strong>。礦機在此期間停止運算，完成後自動恢復。</p>
<h2>受影響方案</h2>
<ul>
<li>S21 Easy 180 days</li>
<li>S21 Pro 360 days</li>
</ul>
<p>其他方案不受影響。</p>
<h2>補償</h2>
<p>所有受影響訂單將按停機時間<strong>延長 4 小時</strong>。方案保證的是 24 小時平均算力：7月15日的產出會較低，這 4 小時會在週期結束時補回。您無需進行任何操作。</p>
<h3>查看位置</h3>
<ol>
<li>打開<a href="/dashboard/hashrate">控制台 → 算力</a>。</li>
<li>選擇相關訂單。</li>
<li>訂單詳情會顯示維護時段及新的結束日期。</li>
</ol>`,
      },
      zh: {
        title: '2025年7月15日维护通知：S21 Easy 180 days 和 S21 Pro 360 days 网络升级',
        summary: '2025年7月15日 02:00 至 06:00（UTC，共 4 小时），两款套餐的矿机将因网络升级暂停运行。相关订单将延长 4 小时。',
        body: `
<p>我们将升级存放 Antminer S21 矿机的数据中心网络：更换交换机并增加第二条互联网线路，今后单条线路故障也不会导致矿机停机。</p>
<h2>时间</h2>
<p><strong>2025年7月15日 02:00 至 06:00（UTC）</strong>，共 <strong>4 小时</strong>。矿机在此期间停止运算，结束后自动恢复。</p>
<h2>受影响套餐</h2>
<ul>
<li>S21 Easy 180 days</li>
<li>S21 Pro 360 days</li>
</ul>
<p>其他套餐不受影响。</p>
<h2>补偿</h2>
<p>所有受影响订单将按停机时间<strong>延长 4 小时</strong>。套餐保证的是 24 小时平均算力：7月15日的产出会偏低，这 4 小时将在周期结束时补足。您无需任何操作。</p>
<h3>查看位置</h3>
<ol>
<li>打开<a href="/dashboard/hashrate">控制台 → 算力</a>。</li>
<li>选择相关订单。</li>
<li>订单详情会显示维护时段和新的结束日期。</li>
</ol>`,
      },
    },
  },
  {
    id: 4,
    category: 'activity',
    publishedAt: '2025-08-01T08:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'Newcomer offer: 10% off your first plan',
        summary: 'Every new account gets a 10% coupon for its first plan, valid for 7 days after sign-up.',
        body: `
<p>Welcome to FuFu Cloud Mining. Every new account receives a <strong>10% newcomer coupon</strong> for its first plan.</p>
<h2>How it works</h2>
<ol>
<li>Sign up with your email address or phone number.</li>
<li>The coupon is added to your account at once; the site also shows it to you when you first sign in.</li>
<li>Choose a plan on the <a href="/list">plans page</a>: the coupon is applied at checkout.</li>
</ol>
<h2>Rules</h2>
<ul>
<li>Valid for <strong>7 days</strong> after sign-up; a message reminds you 3 days before it expires.</li>
<li>One coupon per person, for the first paid order only. It reduces the hashrate fee.</li>
<li>It cannot be combined with other coupons.</li>
</ul>
<p>All the details are on the <a href="/activity/newcomers">newcomer page</a>.</p>`,
      },
      de: {
        title: 'Angebot für Neukunden: 10 % Rabatt auf Ihren ersten Plan',
        summary: 'Jedes neue Konto erhält einen 10-%-Gutschein für den ersten Plan, gültig 7 Tage ab der Registrierung.',
        body: `
<p>Willkommen bei FuFu Cloud Mining. Jedes neue Konto erhält einen <strong>Neukunden-Gutschein über 10 %</strong> für den ersten Plan.</p>
<h2>So funktioniert es</h2>
<ol>
<li>Registrieren Sie sich mit E-Mail-Adresse oder Telefonnummer.</li>
<li>Der Gutschein wird sofort Ihrem Konto gutgeschrieben; beim ersten Anmelden zeigt die Website ihn Ihnen auch an.</li>
<li>Wählen Sie einen Plan in der <a href="/list">Planübersicht</a>: Der Gutschein wird an der Kasse angerechnet.</li>
</ol>
<h2>Bedingungen</h2>
<ul>
<li>Gültig <strong>7 Tage</strong> ab der Registrierung; 3 Tage vor Ablauf erinnert Sie eine Nachricht.</li>
<li>Ein Gutschein pro Person, nur für die erste bezahlte Bestellung. Er verringert die Hashrate-Gebühr.</li>
<li>Nicht mit anderen Gutscheinen kombinierbar.</li>
</ul>
<p>Alle Einzelheiten finden Sie auf der <a href="/activity/newcomers">Neukundenseite</a>.</p>`,
      },
      es: {
        title: 'Oferta de bienvenida: 10 % de descuento en tu primer plan',
        summary: 'Cada cuenta nueva recibe un cupón del 10 % para su primer plan, válido durante 7 días tras el registro.',
        body: `
<p>Bienvenido a FuFu Cloud Mining. Cada cuenta nueva recibe un <strong>cupón de bienvenida del 10 %</strong> para su primer plan.</p>
<h2>Cómo funciona</h2>
<ol>
<li>Regístrate con tu correo electrónico o tu número de teléfono.</li>
<li>El cupón se añade a tu cuenta al momento; la web también te lo muestra la primera vez que inicias sesión.</li>
<li>Elige un plan en la <a href="/list">página de planes</a>: el cupón se aplica al pagar.</li>
</ol>
<h2>Condiciones</h2>
<ul>
<li>Válido durante <strong>7 días</strong> después del registro; un mensaje te lo recuerda 3 días antes de que caduque.</li>
<li>Un cupón por persona, solo para el primer pedido pagado. Reduce la tarifa de tasa de hash.</li>
<li>No se puede combinar con otros cupones.</li>
</ul>
<p>Todos los detalles están en la <a href="/activity/newcomers">página de bienvenida</a>.</p>`,
      },
      fr: {
        title: 'Offre de bienvenue : 10 % de remise sur votre premier plan',
        summary: 'Chaque nouveau compte reçoit un coupon de 10 % pour son premier plan, valable 7 jours après l’inscription.',
        body: `
<p>Bienvenue chez FuFu Cloud Mining. Chaque nouveau compte reçoit un <strong>coupon de bienvenue de 10 %</strong> pour son premier plan.</p>
<h2>Comment ça marche</h2>
<ol>
<li>Inscrivez-vous avec votre adresse e-mail ou votre numéro de téléphone.</li>
<li>Le coupon est ajouté à votre compte immédiatement ; le site vous le présente aussi lors de votre première connexion.</li>
<li>Choisissez un plan sur la <a href="/list">page des plans</a> : le coupon s’applique au paiement.</li>
</ol>
<h2>Conditions</h2>
<ul>
<li>Valable <strong>7 jours</strong> après l’inscription ; un message vous le rappelle 3 jours avant son expiration.</li>
<li>Un coupon par personne, pour la première commande payée uniquement. Il réduit les frais de puissance.</li>
<li>Non cumulable avec d’autres coupons.</li>
</ul>
<p>Tous les détails se trouvent sur la <a href="/activity/newcomers">page de bienvenue</a>.</p>`,
      },
      ja: {
        title: '新規登録特典：初回プランが 10% オフ',
        summary: '新しいアカウントには、初回プランに使える 10% オフクーポンを差し上げます。登録から 7 日間有効です。',
        body: `
<p>FuFu Cloud Mining へようこそ。新規アカウントには、初回プランに使える <strong>10% オフの新規登録クーポン</strong>を差し上げます。</p>
<h2>ご利用の流れ</h2>
<ol>
<li>メールアドレスまたは電話番号で登録します。</li>
<li>クーポンはすぐにアカウントに付与され、初回ログイン時にも画面でお知らせします。</li>
<li><a href="/list">プランページ</a>でプランを選ぶと、お支払い時にクーポンが適用されます。</li>
</ol>
<h2>ご利用条件</h2>
<ul>
<li>有効期限は登録から <strong>7 日間</strong>です。期限の 3 日前にメッセージでお知らせします。</li>
<li>お一人様 1 枚、初回の支払い済み注文にのみ使えます。ハッシュレート料金から割り引かれます。</li>
<li>他のクーポンとの併用はできません。</li>
</ul>
<p>詳しくは<a href="/activity/newcomers">新規登録特典ページ</a>をご覧ください。</p>`,
      },
      ko: {
        title: '신규 가입 혜택: 첫 플랜 10% 할인',
        summary: '새 계정마다 첫 플랜에 쓸 수 있는 10% 할인 쿠폰을 드립니다. 가입 후 7일 동안 사용할 수 있습니다.',
        body: `
<p>FuFu Cloud Mining에 오신 것을 환영합니다. 새 계정에는 첫 플랜에 쓸 수 있는 <strong>10% 신규 가입 쿠폰</strong>을 드립니다.</p>
<h2>이용 방법</h2>
<ol>
<li>이메일 주소나 휴대폰 번호로 가입합니다.</li>
<li>쿠폰은 즉시 계정에 지급되며, 처음 로그인할 때 화면에서도 안내해 드립니다.</li>
<li><a href="/list">플랜 페이지</a>에서 플랜을 고르면 결제할 때 쿠폰이 적용됩니다.</li>
</ol>
<h2>이용 조건</h2>
<ul>
<li>가입 후 <strong>7일</strong> 동안 유효하며, 만료 3일 전에 메시지로 알려 드립니다.</li>
<li>1인 1매, 첫 결제 주문에만 사용할 수 있습니다. 해시레이트 요금에서 할인됩니다.</li>
<li>다른 쿠폰과 함께 사용할 수 없습니다.</li>
</ul>
<p>자세한 내용은 <a href="/activity/newcomers">신규 가입 혜택 페이지</a>에서 확인하세요.</p>`,
      },
      hk: {
        title: '新用戶優惠：首個方案九折',
        summary: '每個新帳戶均可獲得首個方案適用的九折優惠券，註冊後 7 天內有效。',
        body: `
<p>歡迎加入 FuFu Cloud Mining。每個新帳戶均可獲得一張首個方案適用的<strong>九折新用戶優惠券</strong>。</p>
<h2>使用方法</h2>
<ol>
<li>以電郵地址或電話號碼註冊。</li>
<li>優惠券會即時存入您的帳戶，首次登入時網站亦會提示您。</li>
<li>在<a href="/list">方案頁面</a>選擇方案，結帳時自動使用優惠券。</li>
</ol>
<h2>使用條款</h2>
<ul>
<li>註冊後 <strong>7 天</strong>內有效；到期前 3 天會以訊息提醒您。</li>
<li>每人限用一張，只適用於首張已付款訂單，可抵扣算力費。</li>
<li>不可與其他優惠券同時使用。</li>
</ul>
<p>詳情請見<a href="/activity/newcomers">新用戶專頁</a>。</p>`,
      },
      zh: {
        title: '新用户福利：首个套餐九折',
        summary: '每个新账户都能获得一张首个套餐可用的九折优惠券，注册后 7 天内有效。',
        body: `
<p>欢迎来到 FuFu Cloud Mining。每个新账户都能获得一张首个套餐可用的<strong>九折新用户优惠券</strong>。</p>
<h2>使用方法</h2>
<ol>
<li>使用邮箱地址或手机号注册。</li>
<li>优惠券会立即发放到您的账户，首次登录时网站也会提示您。</li>
<li>在<a href="/list">套餐页面</a>选择套餐，结算时自动使用优惠券。</li>
</ol>
<h2>使用规则</h2>
<ul>
<li>注册后 <strong>7 天</strong>内有效；到期前 3 天会通过消息提醒您。</li>
<li>每人限用一张，仅适用于首个已支付订单，可抵扣算力费。</li>
<li>不可与其他优惠券叠加使用。</li>
</ul>
<p>详情请见<a href="/activity/newcomers">新用户专题页</a>。</p>`,
      },
    },
  },
  {
    id: 5,
    category: 'announcement',
    publishedAt: '2025-09-15T08:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'Lower service fee for S21 plans from 1 October 2025',
        summary: 'A new electricity contract lowers the daily service fee of all Antminer S21 and S21 XP plans from USD 0.0520 to USD 0.0499 per TH/s, for running and new orders.',
        body: `
<p>We have signed a new electricity contract for the data centre that hosts our Antminer S21 and S21 XP fleet, and we are passing the saving on to you.</p>
<h2>What changes</h2>
<ul>
<li>Service fee (electricity and upkeep): <strong>USD 0.0520 → USD 0.0499</strong> per TH/s per day.</li>
<li>Effective <strong>1 October 2025, 00:00 UTC</strong>, for orders already running and for new orders.</li>
<li>Plans concerned: S21 Easy 180 days, S21 Pro 360 days, S21 Stable 30 days and S21 XP Stable 60 days.</li>
</ul>
<h2>An example</h2>
<p>An S21 Pro 360 days plan of 200 TH/s paid USD 10.40 a day in service fees; from 1 October it pays <strong>USD 9.98</strong>.</p>
<p>The service fee of S19XP plans stays at USD 0.0532. Your daily fees are listed under <a href="/dashboard/serviceFee">Dashboard → Service fee</a>.</p>`,
      },
      de: {
        title: 'Niedrigere Servicegebühr für S21-Pläne ab 1. Oktober 2025',
        summary: 'Ein neuer Stromvertrag senkt die tägliche Servicegebühr aller Antminer-S21- und S21-XP-Pläne von 0,0520 auf 0,0499 USD pro TH/s, für laufende und neue Bestellungen.',
        body: `
<p>Wir haben einen neuen Stromvertrag für das Rechenzentrum abgeschlossen, in dem unsere Antminer S21 und S21 XP stehen, und geben die Ersparnis an Sie weiter.</p>
<h2>Was sich ändert</h2>
<ul>
<li>Servicegebühr (Strom und Betrieb): <strong>0,0520 USD → 0,0499 USD</strong> pro TH/s und Tag.</li>
<li>Gültig ab <strong>1. Oktober 2025, 00:00 Uhr UTC</strong>, für laufende und für neue Bestellungen.</li>
<li>Betroffene Pläne: S21 Easy 180 days, S21 Pro 360 days, S21 Stable 30 days und S21 XP Stable 60 days.</li>
</ul>
<h2>Ein Beispiel</h2>
<p>Ein Plan S21 Pro 360 days mit 200 TH/s kostete 10,40 USD Servicegebühr am Tag; ab dem 1. Oktober sind es <strong>9,98 USD</strong>.</p>
<p>Die Servicegebühr der S19XP-Pläne bleibt bei 0,0532 USD. Ihre täglichen Gebühren finden Sie unter <a href="/dashboard/serviceFee">Dashboard → Servicegebühr</a>.</p>`,
      },
      es: {
        title: 'Tarifa de servicio más baja para los planes S21 desde el 1 de octubre de 2025',
        summary: 'Un nuevo contrato eléctrico reduce la tarifa de servicio diaria de todos los planes Antminer S21 y S21 XP de 0,0520 a 0,0499 USD por TH/s, en pedidos activos y nuevos.',
        body: `
<p>Hemos firmado un nuevo contrato eléctrico para el centro de datos que aloja nuestra flota de Antminer S21 y S21 XP, y te trasladamos el ahorro.</p>
<h2>Qué cambia</h2>
<ul>
<li>Tarifa de servicio (electricidad y operación): <strong>0,0520 USD → 0,0499 USD</strong> por TH/s y día.</li>
<li>En vigor desde el <strong>1 de octubre de 2025 a las 00:00 UTC</strong>, para pedidos ya activos y para pedidos nuevos.</li>
<li>Planes afectados: S21 Easy 180 days, S21 Pro 360 days, S21 Stable 30 days y S21 XP Stable 60 days.</li>
</ul>
<h2>Un ejemplo</h2>
<p>Un plan S21 Pro 360 days de 200 TH/s pagaba 10,40 USD al día de tarifa de servicio; desde el 1 de octubre paga <strong>9,98 USD</strong>.</p>
<p>La tarifa de servicio de los planes S19XP se mantiene en 0,0532 USD. Tus tarifas diarias aparecen en <a href="/dashboard/serviceFee">Panel → Tarifa de servicio</a>.</p>`,
      },
      fr: {
        title: 'Frais de service réduits pour les plans S21 à partir du 1er octobre 2025',
        summary: 'Un nouveau contrat d’électricité fait passer les frais de service quotidiens de tous les plans Antminer S21 et S21 XP de 0,0520 à 0,0499 USD par TH/s, pour les commandes en cours et nouvelles.',
        body: `
<p>Nous avons signé un nouveau contrat d’électricité pour le centre de données qui héberge nos Antminer S21 et S21 XP, et nous vous faisons profiter de l’économie.</p>
<h2>Ce qui change</h2>
<ul>
<li>Frais de service (électricité et exploitation) : <strong>0,0520 USD → 0,0499 USD</strong> par TH/s et par jour.</li>
<li>En vigueur le <strong>1er octobre 2025 à 00 h 00 UTC</strong>, pour les commandes en cours comme pour les nouvelles.</li>
<li>Plans concernés : S21 Easy 180 days, S21 Pro 360 days, S21 Stable 30 days et S21 XP Stable 60 days.</li>
</ul>
<h2>Un exemple</h2>
<p>Un plan S21 Pro 360 days de 200 TH/s payait 10,40 USD de frais de service par jour ; à partir du 1er octobre, il paie <strong>9,98 USD</strong>.</p>
<p>Les frais de service des plans S19XP restent à 0,0532 USD. Vos frais quotidiens sont détaillés dans <a href="/dashboard/serviceFee">Tableau de bord → Frais de service</a>.</p>`,
      },
      ja: {
        title: '2025年10月1日より S21 プランのサービス料金を引き下げます',
        summary: '新しい電力契約により、Antminer S21・S21 XP の全プランのサービス料金を 1 TH/s・1 日あたり 0.0520 USD から 0.0499 USD に引き下げます。稼働中・新規の注文が対象です。',
        body: `
<p>Antminer S21・S21 XP を設置しているデータセンターで新しい電力契約を結びました。削減できたコストをお客様に還元します。</p>
<h2>変更内容</h2>
<ul>
<li>サービス料金（電気代・運用費）：1 TH/s・1 日あたり <strong>0.0520 USD → 0.0499 USD</strong></li>
<li>適用開始：<strong>2025年10月1日 00:00（UTC）</strong>。稼働中の注文と新規の注文の両方に適用されます。</li>
<li>対象プラン：S21 Easy 180 days、S21 Pro 360 days、S21 Stable 30 days、S21 XP Stable 60 days</li>
</ul>
<h2>計算例</h2>
<p>200 TH/s の S21 Pro 360 days プランのサービス料金は 1 日 10.40 USD でしたが、10月1日からは <strong>9.98 USD</strong> になります。</p>
<p>S19XP プランのサービス料金は 0.0532 USD のまま変わりません。日々の料金は<a href="/dashboard/serviceFee">ダッシュボード → サービス料金</a>でご確認いただけます。</p>`,
      },
      ko: {
        title: '2025년 10월 1일부터 S21 플랜 서비스 요금 인하',
        summary: '새 전력 계약으로 모든 Antminer S21·S21 XP 플랜의 일일 서비스 요금이 TH/s당 0.0520 USD에서 0.0499 USD로 내려갑니다. 운영 중인 주문과 신규 주문 모두 해당됩니다.',
        body: `
<p>Antminer S21·S21 XP 채굴기가 있는 데이터 센터의 전력 계약을 새로 체결했습니다. 절감된 비용을 고객님께 돌려드립니다.</p>
<h2>변경 사항</h2>
<ul>
<li>서비스 요금(전기료 및 운영비): TH/s당 하루 <strong>0.0520 USD → 0.0499 USD</strong></li>
<li>적용 시점: <strong>2025년 10월 1일 00:00(UTC)</strong>부터 운영 중인 주문과 신규 주문 모두</li>
<li>대상 플랜: S21 Easy 180 days, S21 Pro 360 days, S21 Stable 30 days, S21 XP Stable 60 days</li>
</ul>
<h2>예시</h2>
<p>200 TH/s S21 Pro 360 days 플랜은 하루 서비스 요금이 10.40 USD였지만, 10월 1일부터는 <strong>9.98 USD</strong>입니다.</p>
<p>S19XP 플랜의 서비스 요금은 0.0532 USD로 변동이 없습니다. 일일 요금은 <a href="/dashboard/serviceFee">대시보드 → 서비스 요금</a>에서 확인하세요.</p>`,
      },
      hk: {
        title: '由2025年10月1日起調低 S21 方案服務費',
        summary: '新的電力合約令所有 Antminer S21 及 S21 XP 方案的每日服務費由每 TH/s 0.0520 美元降至 0.0499 美元，進行中及新訂單同樣適用。',
        body: `
<p>我們為存放 Antminer S21 及 S21 XP 礦機的數據中心簽訂了新的電力合約，並把節省的成本回饋給您。</p>
<h2>變更內容</h2>
<ul>
<li>服務費（電費及營運）：每 TH/s 每日 <strong>0.0520 美元 → 0.0499 美元</strong>。</li>
<li>生效時間：<strong>2025年10月1日 00:00（UTC）</strong>，進行中及新訂單同樣適用。</li>
<li>適用方案：S21 Easy 180 days、S21 Pro 360 days、S21 Stable 30 days 及 S21 XP Stable 60 days。</li>
</ul>
<h2>例子</h2>
<p>一個 200 TH/s 的 S21 Pro 360 days 方案原本每日服務費為 10.40 美元，由10月1日起為 <strong>9.98 美元</strong>。</p>
<p>S19XP 方案的服務費維持 0.0532 美元。每日費用可在<a href="/dashboard/serviceFee">控制台 → 服務費</a>查看。</p>`,
      },
      zh: {
        title: '自2025年10月1日起下调 S21 套餐服务费',
        summary: '新的电力合同使所有 Antminer S21 和 S21 XP 套餐的每日服务费从每 TH/s 0.0520 美元降至 0.0499 美元，进行中和新订单均适用。',
        body: `
<p>我们为存放 Antminer S21 和 S21 XP 矿机的数据中心签订了新的电力合同，并将节省的成本让利给您。</p>
<h2>变更内容</h2>
<ul>
<li>服务费（电费和运维）：每 TH/s 每天 <strong>0.0520 美元 → 0.0499 美元</strong>。</li>
<li>生效时间：<strong>2025年10月1日 00:00（UTC）</strong>，进行中和新订单均适用。</li>
<li>适用套餐：S21 Easy 180 days、S21 Pro 360 days、S21 Stable 30 days 和 S21 XP Stable 60 days。</li>
</ul>
<h2>示例</h2>
<p>一个 200 TH/s 的 S21 Pro 360 days 套餐原来每天服务费为 10.40 美元，自10月1日起为 <strong>9.98 美元</strong>。</p>
<p>S19XP 套餐的服务费保持 0.0532 美元不变。每日费用可在<a href="/dashboard/serviceFee">控制台 → 服务费</a>查看。</p>`,
      },
    },
  },
  {
    id: 6,
    category: 'industry',
    publishedAt: '2025-10-06T10:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'How Bitcoin’s difficulty adjustment works',
        summary: 'Every 2016 blocks, about two weeks, the network retargets its difficulty so that blocks keep coming about every 10 minutes. Here is how that moves your output.',
        body: `
<p>Bitcoin aims for one block every <strong>10 minutes</strong>. As miners join or leave, blocks would come faster or slower, so the protocol corrects the <strong>difficulty</strong>: how hard it is to find a valid block.</p>
<h2>The rule</h2>
<ul>
<li>The difficulty is recalculated every <strong>2016 blocks</strong>, about two weeks at 10 minutes a block (2016 × 10 minutes = 14 days).</li>
<li>If the last 2016 blocks took less than two weeks, the difficulty rises in proportion; if they took longer, it falls.</li>
<li>One adjustment can change the difficulty by at most a factor of 4 in either direction.</li>
</ul>
<h2>What it means for your output</h2>
<p>Your share of the new coins is your hashrate divided by the network’s. When the network hashrate grows and the difficulty rises, the same TH/s earns fewer BTC a day; when it falls, it earns more. Roughly:</p>
<p><strong>BTC per day ≈ hashrate (H/s) × 86,400 × block reward ÷ (difficulty × 2<sup>32</sup>)</strong></p>
<p>That is why the estimates on the <a href="/list">plans page</a> change after each adjustment, and why the daily output under <a href="/dashboard/hashrate">Dashboard → Hashrate</a> varies while your hashrate stays the same.</p>`,
      },
      de: {
        title: 'So funktioniert die Difficulty-Anpassung von Bitcoin',
        summary: 'Alle 2016 Blöcke, etwa alle zwei Wochen, passt das Netzwerk seine Difficulty an, damit weiterhin etwa alle 10 Minuten ein Block entsteht. So wirkt sich das auf Ihren Ertrag aus.',
        body: `
<p>Bitcoin strebt einen Block alle <strong>10 Minuten</strong> an. Kommen Miner hinzu oder fallen weg, würden Blöcke schneller oder langsamer gefunden; deshalb korrigiert das Protokoll die <strong>Difficulty</strong>, also wie schwer es ist, einen gültigen Block zu finden.</p>
<h2>Die Regel</h2>
<ul>
<li>Die Difficulty wird alle <strong>2016 Blöcke</strong> neu berechnet, bei 10 Minuten je Block etwa alle zwei Wochen (2016 × 10 Minuten = 14 Tage).</li>
<li>Haben die letzten 2016 Blöcke weniger als zwei Wochen gedauert, steigt die Difficulty im gleichen Verhältnis; haben sie länger gedauert, sinkt sie.</li>
<li>Eine einzelne Anpassung ändert die Difficulty höchstens um den Faktor 4 in jede Richtung.</li>
</ul>
<h2>Was das für Ihren Ertrag bedeutet</h2>
<p>Ihr Anteil an den neuen Coins ist Ihre Hashrate geteilt durch die des Netzwerks. Wächst die Netzwerk-Hashrate und steigt die Difficulty, bringt dieselbe TH/s weniger BTC am Tag; sinkt sie, bringt sie mehr. Ungefähr gilt:</p>
<p><strong>BTC pro Tag ≈ Hashrate (H/s) × 86.400 × Blockbelohnung ÷ (Difficulty × 2<sup>32</sup>)</strong></p>
<p>Deshalb ändern sich die Schätzungen in der <a href="/list">Planübersicht</a> nach jeder Anpassung, und deshalb schwankt der tägliche Ertrag unter <a href="/dashboard/hashrate">Dashboard → Hashrate</a>, obwohl Ihre Hashrate gleich bleibt.</p>`,
      },
      es: {
        title: 'Cómo funciona el ajuste de dificultad de Bitcoin',
        summary: 'Cada 2016 bloques, unas dos semanas, la red recalcula su dificultad para que siga saliendo un bloque cada 10 minutos aproximadamente. Así afecta a tu producción.',
        body: `
<p>Bitcoin busca un bloque cada <strong>10 minutos</strong>. Cuando entran o salen mineros, los bloques llegarían más rápido o más despacio, así que el protocolo corrige la <strong>dificultad</strong>: lo difícil que es encontrar un bloque válido.</p>
<h2>La regla</h2>
<ul>
<li>La dificultad se recalcula cada <strong>2016 bloques</strong>, unas dos semanas a 10 minutos por bloque (2016 × 10 minutos = 14 días).</li>
<li>Si los últimos 2016 bloques tardaron menos de dos semanas, la dificultad sube en la misma proporción; si tardaron más, baja.</li>
<li>Un solo ajuste puede cambiar la dificultad como máximo en un factor de 4, hacia arriba o hacia abajo.</li>
</ul>
<h2>Qué significa para tu producción</h2>
<p>Tu parte de las monedas nuevas es tu tasa de hash dividida entre la de la red. Cuando la tasa de hash de la red crece y la dificultad sube, los mismos TH/s ganan menos BTC al día; cuando baja, ganan más. De forma aproximada:</p>
<p><strong>BTC al día ≈ tasa de hash (H/s) × 86.400 × recompensa por bloque ÷ (dificultad × 2<sup>32</sup>)</strong></p>
<p>Por eso las estimaciones de la <a href="/list">página de planes</a> cambian tras cada ajuste, y por eso la producción diaria en <a href="/dashboard/hashrate">Panel → Tasa de hash</a> varía aunque tu tasa de hash sea la misma.</p>`,
      },
      fr: {
        title: 'Comment fonctionne l’ajustement de la difficulté de Bitcoin',
        summary: 'Tous les 2016 blocs, soit environ deux semaines, le réseau recalcule sa difficulté pour qu’un bloc continue d’arriver toutes les 10 minutes environ. Voici l’effet sur votre production.',
        body: `
<p>Bitcoin vise un bloc toutes les <strong>10 minutes</strong>. Quand des mineurs arrivent ou partent, les blocs viendraient plus vite ou plus lentement ; le protocole corrige donc la <strong>difficulté</strong>, c’est-à-dire la peine qu’il faut pour trouver un bloc valide.</p>
<h2>La règle</h2>
<ul>
<li>La difficulté est recalculée tous les <strong>2016 blocs</strong>, soit environ deux semaines à 10 minutes par bloc (2016 × 10 minutes = 14 jours).</li>
<li>Si les 2016 derniers blocs ont pris moins de deux semaines, la difficulté augmente dans la même proportion ; s’ils ont pris plus, elle baisse.</li>
<li>Un ajustement ne peut pas modifier la difficulté de plus d’un facteur 4, dans un sens comme dans l’autre.</li>
</ul>
<h2>Ce que cela change pour votre production</h2>
<p>Votre part des nouvelles pièces est votre puissance divisée par celle du réseau. Quand la puissance du réseau augmente et que la difficulté monte, les mêmes TH/s rapportent moins de BTC par jour ; quand elle baisse, ils en rapportent plus. En première approximation :</p>
<p><strong>BTC par jour ≈ puissance (H/s) × 86 400 × récompense de bloc ÷ (difficulté × 2<sup>32</sup>)</strong></p>
<p>C’est pourquoi les estimations de la <a href="/list">page des plans</a> changent après chaque ajustement, et pourquoi la production quotidienne affichée dans <a href="/dashboard/hashrate">Tableau de bord → Puissance de hachage</a> varie alors que votre puissance reste la même.</p>`,
      },
      ja: {
        title: 'ビットコインの難易度調整のしくみ',
        summary: 'ネットワークは 2016 ブロックごと（約 2 週間ごと）に難易度を再計算し、ブロックがおよそ 10 分に 1 回生成されるよう保っています。産出量への影響を解説します。',
        body: `
<p>ビットコインは <strong>10 分</strong>に 1 ブロックを目標としています。マイナーが増減するとブロックの生成が速くなったり遅くなったりするため、プロトコルは有効なブロックを見つける難しさ、つまり<strong>難易度</strong>を調整します。</p>
<h2>ルール</h2>
<ul>
<li>難易度は <strong>2016 ブロック</strong>ごとに再計算されます。1 ブロック 10 分なら約 2 週間です（2016 × 10 分 = 14 日）。</li>
<li>直近 2016 ブロックに 2 週間かからなかった場合は同じ比率で難易度が上がり、それより長くかかった場合は下がります。</li>
<li>1 回の調整で難易度が変わる幅は、上下どちらも最大 4 倍までです。</li>
</ul>
<h2>産出量への影響</h2>
<p>新規発行コインのうちお客様の取り分は、お客様のハッシュレートをネットワーク全体のハッシュレートで割った割合です。ネットワークのハッシュレートが伸びて難易度が上がると、同じ TH/s でも 1 日に得られる BTC は減り、下がると増えます。おおよそ次の式で求められます。</p>
<p><strong>1 日の BTC ≈ ハッシュレート（H/s）× 86,400 × ブロック報酬 ÷（難易度 × 2<sup>32</sup>）</strong></p>
<p>このため、<a href="/list">プランページ</a>の推定値は調整のたびに変わり、<a href="/dashboard/hashrate">ダッシュボード → ハッシュレート</a>に表示される 1 日の産出量も、ハッシュレートが同じでも変動します。</p>`,
      },
      ko: {
        title: '비트코인 난이도 조정은 어떻게 작동할까',
        summary: '네트워크는 2016 블록마다, 약 2주마다 난이도를 다시 계산해 블록이 약 10분에 하나씩 만들어지도록 합니다. 채굴량에 미치는 영향을 알아봅니다.',
        body: `
<p>비트코인은 <strong>10분</strong>에 블록 하나를 목표로 합니다. 채굴자가 늘거나 줄면 블록이 더 빨리 또는 더 늦게 만들어지므로, 프로토콜은 유효한 블록을 찾는 어려움, 즉 <strong>난이도</strong>를 조정합니다.</p>
<h2>규칙</h2>
<ul>
<li>난이도는 <strong>2016 블록</strong>마다 다시 계산됩니다. 블록당 10분이면 약 2주입니다(2016 × 10분 = 14일).</li>
<li>최근 2016 블록이 2주보다 빨리 만들어졌다면 같은 비율로 난이도가 오르고, 더 오래 걸렸다면 내려갑니다.</li>
<li>한 번의 조정으로 난이도는 오르든 내리든 최대 4배까지만 바뀝니다.</li>
</ul>
<h2>내 채굴량에 미치는 영향</h2>
<p>새로 발행되는 코인 중 내 몫은 내 해시레이트를 네트워크 전체 해시레이트로 나눈 비율입니다. 네트워크 해시레이트가 늘어 난이도가 오르면 같은 TH/s로 하루에 받는 BTC가 줄고, 난이도가 내리면 늘어납니다. 대략 다음과 같습니다.</p>
<p><strong>하루 BTC ≈ 해시레이트(H/s) × 86,400 × 블록 보상 ÷ (난이도 × 2<sup>32</sup>)</strong></p>
<p>그래서 <a href="/list">플랜 페이지</a>의 예상치는 조정 때마다 바뀌고, <a href="/dashboard/hashrate">대시보드 → 해시레이트</a>의 일일 채굴량도 해시레이트가 같아도 달라집니다.</p>`,
      },
      hk: {
        title: '比特幣難度調整如何運作',
        summary: '全網每 2016 個區塊（約兩星期）重新計算一次難度，令區塊保持約每 10 分鐘產生一個。本文說明這如何影響您的產出。',
        body: `
<p>比特幣的目標是每 <strong>10 分鐘</strong>產生一個區塊。礦工加入或離開時，出塊會變快或變慢，因此協議會調整<strong>難度</strong>，即找到有效區塊的難易程度。</p>
<h2>規則</h2>
<ul>
<li>難度每 <strong>2016 個區塊</strong>重新計算一次，以每塊 10 分鐘計約為兩星期（2016 × 10 分鐘 = 14 天）。</li>
<li>如果最近 2016 個區塊用時少於兩星期，難度按相同比例上升；用時較長則下降。</li>
<li>每次調整的幅度，無論升降，最多為 4 倍。</li>
</ul>
<h2>對您產出的影響</h2>
<p>您所得的新幣份額等於您的算力除以全網算力。全網算力增長、難度上升時，同樣的 TH/s 每日所得的 BTC 會減少；難度下降時則會增加。大致可按以下公式計算：</p>
<p><strong>每日 BTC ≈ 算力（H/s）× 86,400 × 區塊獎勵 ÷（難度 × 2<sup>32</sup>）</strong></p>
<p>因此<a href="/list">方案頁面</a>的預估會在每次調整後改變，而<a href="/dashboard/hashrate">控制台 → 算力</a>中的每日產出，即使算力不變亦會有所波動。</p>`,
      },
      zh: {
        title: '比特币难度调整是如何运作的',
        summary: '全网每 2016 个区块（约两周）重新计算一次难度，使区块保持约每 10 分钟产生一个。本文说明这如何影响您的产出。',
        body: `
<p>比特币的目标是每 <strong>10 分钟</strong>产生一个区块。矿工加入或离开时，出块会变快或变慢，因此协议会调整<strong>难度</strong>，即找到有效区块的难易程度。</p>
<h2>规则</h2>
<ul>
<li>难度每 <strong>2016 个区块</strong>重新计算一次，按每块 10 分钟计约为两周（2016 × 10 分钟 = 14 天）。</li>
<li>如果最近 2016 个区块用时少于两周，难度按相同比例上调；用时更长则下调。</li>
<li>单次调整的幅度，无论上调还是下调，最多为 4 倍。</li>
</ul>
<h2>对您产出的影响</h2>
<p>您获得的新币份额等于您的算力除以全网算力。全网算力增长、难度上升时，同样的 TH/s 每天获得的 BTC 会减少；难度下降时则会增加。大致可按以下公式计算：</p>
<p><strong>每日 BTC ≈ 算力（H/s）× 86,400 × 区块奖励 ÷（难度 × 2<sup>32</sup>）</strong></p>
<p>因此<a href="/list">套餐页面</a>的预估会在每次调整后变化，而<a href="/dashboard/hashrate">控制台 → 算力</a>中的每日产出即使算力不变也会波动。</p>`,
      },
    },
  },
  {
    id: 7,
    category: 'activity',
    publishedAt: '2025-11-10T08:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'Double FuFu Points on every plan until 31 December 2025',
        summary: 'From 15 November to 31 December 2025, every plan you pay for earns twice the usual FuFu Points.',
        body: `
<p>Our year-end points season: from <strong>15 November 2025, 00:00 UTC</strong> to <strong>31 December 2025, 23:59 UTC</strong>, every paid plan earns <strong>double FuFu Points</strong>.</p>
<h2>How points are earned</h2>
<ul>
<li>Normally 1 point for every USD 1 of hashrate fee paid; during the season, 2 points.</li>
<li>Points are credited when the order is paid and appear under <a href="/dashboard/points">Dashboard → Points</a>.</li>
<li>A refunded or cancelled order loses the points it earned.</li>
</ul>
<h2>What points are worth</h2>
<p>Exchange your points for coupons on the <a href="/points">points page</a>: 1,000 points buy a USD 5 coupon for your next plan. Points stay valid for 12 months after they are credited.</p>`,
      },
      de: {
        title: 'Doppelte FuFu-Punkte auf jeden Plan bis 31. Dezember 2025',
        summary: 'Vom 15. November bis 31. Dezember 2025 bringt jeder bezahlte Plan doppelt so viele FuFu-Punkte wie sonst.',
        body: `
<p>Unsere Punkte-Saison zum Jahresende: Vom <strong>15. November 2025, 00:00 Uhr UTC</strong> bis zum <strong>31. Dezember 2025, 23:59 Uhr UTC</strong> bringt jeder bezahlte Plan <strong>doppelte FuFu-Punkte</strong>.</p>
<h2>So sammeln Sie Punkte</h2>
<ul>
<li>Normalerweise 1 Punkt je 1 USD bezahlter Hashrate-Gebühr, während der Saison 2 Punkte.</li>
<li>Die Punkte werden mit der Zahlung der Bestellung gutgeschrieben und erscheinen unter <a href="/dashboard/points">Dashboard → Punkte</a>.</li>
<li>Eine erstattete oder stornierte Bestellung verliert ihre Punkte.</li>
</ul>
<h2>Was Punkte wert sind</h2>
<p>Tauschen Sie Ihre Punkte auf der <a href="/points">Punkteseite</a> gegen Gutscheine: 1.000 Punkte ergeben einen Gutschein über 5 USD für Ihren nächsten Plan. Punkte bleiben 12 Monate ab Gutschrift gültig.</p>`,
      },
      es: {
        title: 'Puntos FuFu dobles en todos los planes hasta el 31 de diciembre de 2025',
        summary: 'Del 15 de noviembre al 31 de diciembre de 2025, cada plan que pagues gana el doble de Puntos FuFu.',
        body: `
<p>Nuestra temporada de puntos de fin de año: del <strong>15 de noviembre de 2025 a las 00:00 UTC</strong> al <strong>31 de diciembre de 2025 a las 23:59 UTC</strong>, cada plan pagado gana <strong>Puntos FuFu dobles</strong>.</p>
<h2>Cómo se ganan los puntos</h2>
<ul>
<li>Normalmente, 1 punto por cada USD 1 de tarifa de tasa de hash pagada; durante la temporada, 2 puntos.</li>
<li>Los puntos se abonan al pagar el pedido y aparecen en <a href="/dashboard/points">Panel → Puntos</a>.</li>
<li>Un pedido reembolsado o cancelado pierde los puntos que generó.</li>
</ul>
<h2>Cuánto valen los puntos</h2>
<p>Cambia tus puntos por cupones en la <a href="/points">página de puntos</a>: 1.000 puntos equivalen a un cupón de 5 USD para tu próximo plan. Los puntos son válidos durante 12 meses desde su abono.</p>`,
      },
      fr: {
        title: 'Points FuFu doublés sur tous les plans jusqu’au 31 décembre 2025',
        summary: 'Du 15 novembre au 31 décembre 2025, chaque plan payé rapporte deux fois plus de Points FuFu que d’habitude.',
        body: `
<p>Notre saison de points de fin d’année : du <strong>15 novembre 2025 à 00 h 00 UTC</strong> au <strong>31 décembre 2025 à 23 h 59 UTC</strong>, chaque plan payé rapporte des <strong>Points FuFu doublés</strong>.</p>
<h2>Comment gagner des points</h2>
<ul>
<li>En temps normal, 1 point par USD 1 de frais de puissance payé ; pendant la saison, 2 points.</li>
<li>Les points sont crédités au paiement de la commande et apparaissent dans <a href="/dashboard/points">Tableau de bord → Points</a>.</li>
<li>Une commande remboursée ou annulée perd les points qu’elle a rapportés.</li>
</ul>
<h2>Ce que valent les points</h2>
<p>Échangez vos points contre des coupons sur la <a href="/points">page des points</a> : 1 000 points donnent un coupon de 5 USD pour votre prochain plan. Les points restent valables 12 mois après leur crédit.</p>`,
      },
      ja: {
        title: '2025年12月31日まで全プランで FuFu ポイント 2 倍',
        summary: '2025年11月15日から12月31日まで、お支払いいただいたプランには通常の 2 倍の FuFu ポイントが付きます。',
        body: `
<p>年末のポイントキャンペーンです。<strong>2025年11月15日 00:00（UTC）</strong>から<strong>2025年12月31日 23:59（UTC）</strong>まで、お支払い済みのすべてのプランに <strong>FuFu ポイントが 2 倍</strong>付きます。</p>
<h2>ポイントの貯め方</h2>
<ul>
<li>通常はハッシュレート料金 1 USD のお支払いにつき 1 ポイント、キャンペーン期間中は 2 ポイントです。</li>
<li>ポイントは注文のお支払い時に付与され、<a href="/dashboard/points">ダッシュボード → ポイント</a>に表示されます。</li>
<li>返金またはキャンセルされた注文のポイントは取り消されます。</li>
</ul>
<h2>ポイントの使い道</h2>
<p><a href="/points">ポイントページ</a>でクーポンと交換できます。1,000 ポイントで、次のプランに使える 5 USD クーポンになります。ポイントの有効期限は付与から 12 か月です。</p>`,
      },
      ko: {
        title: '2025년 12월 31일까지 모든 플랜 FuFu 포인트 2배',
        summary: '2025년 11월 15일부터 12월 31일까지 결제한 모든 플랜에 평소의 2배 FuFu 포인트를 드립니다.',
        body: `
<p>연말 포인트 시즌입니다. <strong>2025년 11월 15일 00:00(UTC)</strong>부터 <strong>2025년 12월 31일 23:59(UTC)</strong>까지 결제한 모든 플랜에 <strong>FuFu 포인트를 2배</strong>로 적립해 드립니다.</p>
<h2>포인트 적립 방법</h2>
<ul>
<li>평소에는 해시레이트 요금 1 USD당 1포인트, 시즌 동안에는 2포인트입니다.</li>
<li>포인트는 주문 결제 시 적립되며 <a href="/dashboard/points">대시보드 → 포인트</a>에서 확인할 수 있습니다.</li>
<li>환불되거나 취소된 주문의 포인트는 회수됩니다.</li>
</ul>
<h2>포인트 사용처</h2>
<p><a href="/points">포인트 페이지</a>에서 쿠폰으로 교환하세요. 1,000포인트로 다음 플랜에 쓸 수 있는 5 USD 쿠폰을 받을 수 있습니다. 포인트는 적립일로부터 12개월 동안 유효합니다.</p>`,
      },
      hk: {
        title: '至2025年12月31日，所有方案 FuFu 積分雙倍',
        summary: '2025年11月15日至12月31日期間，每個已付款方案均可獲得平日雙倍的 FuFu 積分。',
        body: `
<p>年終積分季：由 <strong>2025年11月15日 00:00（UTC）</strong>至 <strong>2025年12月31日 23:59（UTC）</strong>，每個已付款方案均可獲得<strong>雙倍 FuFu 積分</strong>。</p>
<h2>如何賺取積分</h2>
<ul>
<li>平日每支付 1 美元算力費可得 1 積分；活動期間可得 2 積分。</li>
<li>積分於訂單付款時發放，並顯示在<a href="/dashboard/points">控制台 → 積分</a>。</li>
<li>已退款或取消的訂單，其積分將被扣回。</li>
</ul>
<h2>積分的用途</h2>
<p>在<a href="/points">積分頁面</a>將積分兌換成優惠券：1,000 積分可換一張下次購買方案適用的 5 美元優惠券。積分自發放起 12 個月內有效。</p>`,
      },
      zh: {
        title: '至2025年12月31日，所有套餐 FuFu 积分翻倍',
        summary: '2025年11月15日至12月31日期间，每个已支付的套餐都可获得平时两倍的 FuFu 积分。',
        body: `
<p>年终积分季：从 <strong>2025年11月15日 00:00（UTC）</strong>到 <strong>2025年12月31日 23:59（UTC）</strong>，每个已支付的套餐都可获得<strong>双倍 FuFu 积分</strong>。</p>
<h2>如何获得积分</h2>
<ul>
<li>平时每支付 1 美元算力费得 1 积分；活动期间得 2 积分。</li>
<li>积分在订单支付时发放，并显示在<a href="/dashboard/points">控制台 → 积分</a>。</li>
<li>已退款或取消的订单，其积分将被扣回。</li>
</ul>
<h2>积分的用途</h2>
<p>在<a href="/points">积分页面</a>将积分兑换为优惠券：1,000 积分可兑换一张下次购买套餐可用的 5 美元优惠券。积分自发放之日起 12 个月内有效。</p>`,
      },
    },
  },
  {
    id: 8,
    category: 'maintenance',
    publishedAt: '2025-12-02T09:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'Maintenance on 9 December 2025: power works for S21 XP Stable 60 days',
        summary: 'From 01:00 to 07:00 UTC on 9 December 2025 (6 hours) the S21 XP miners are switched off while the utility services their transformer. Orders are extended by 6 hours.',
        body: `
<p>The electricity utility is servicing the transformer that feeds the hall of our Antminer S21 XP miners. For the safety of the technicians, the hall is switched off during the works.</p>
<h2>When</h2>
<p><strong>9 December 2025, 01:00–07:00 UTC</strong>, a window of <strong>6 hours</strong>. The miners are powered up again, checked and back to full hashrate when the window ends.</p>
<h2>Affected plan</h2>
<ul>
<li>S21 XP Stable 60 days</li>
</ul>
<p>Plans on the Antminer S21 and S19XP run in other halls and are not affected.</p>
<h2>Compensation</h2>
<p>Every affected order is <strong>extended by 6 hours</strong>. What a plan guarantees is its 24-hour average hashrate, so the output of 9 December is lower and the 6 hours are delivered at the end of the term. The service fee is not charged for the hours without power.</p>
<h3>Where to see it</h3>
<ol>
<li>Open <a href="/dashboard/hashrate">Dashboard → Hashrate</a>.</li>
<li>Select your S21 XP Stable 60 days order.</li>
<li>Its detail shows the maintenance window and the new end date.</li>
</ol>`,
      },
      de: {
        title: 'Wartung am 9. Dezember 2025: Stromarbeiten für S21 XP Stable 60 days',
        summary: 'Am 9. Dezember 2025 von 01:00 bis 07:00 Uhr UTC (6 Stunden) sind die S21-XP-Miner abgeschaltet, während der Netzbetreiber ihren Transformator wartet. Bestellungen verlängern sich um 6 Stunden.',
        body: `
<p>Der Netzbetreiber wartet den Transformator, der die Halle unserer Antminer S21 XP versorgt. Zur Sicherheit der Techniker wird die Halle während der Arbeiten abgeschaltet.</p>
<h2>Wann</h2>
<p><strong>9. Dezember 2025, 01:00–07:00 Uhr UTC</strong>, ein Zeitfenster von <strong>6 Stunden</strong>. Danach werden die Miner wieder eingeschaltet, geprüft und laufen mit voller Hashrate.</p>
<h2>Betroffener Plan</h2>
<ul>
<li>S21 XP Stable 60 days</li>
</ul>
<p>Pläne auf dem Antminer S21 und S19XP laufen in anderen Hallen und sind nicht betroffen.</p>
<h2>Ausgleich</h2>
<p>Jede betroffene Bestellung wird <strong>um 6 Stunden verlängert</strong>. Garantiert ist die durchschnittliche Hashrate über 24 Stunden: Der Ertrag des 9. Dezember fällt geringer aus, die 6 Stunden werden am Ende der Laufzeit nachgeliefert. Für die Stunden ohne Strom wird keine Servicegebühr berechnet.</p>
<h3>Wo Sie es sehen</h3>
<ol>
<li>Öffnen Sie <a href="/dashboard/hashrate">Dashboard → Hashrate</a>.</li>
<li>Wählen Sie Ihre Bestellung S21 XP Stable 60 days aus.</li>
<li>Die Detailansicht zeigt das Wartungsfenster und das neue Enddatum.</li>
</ol>`,
      },
      es: {
        title: 'Mantenimiento el 9 de diciembre de 2025: trabajos eléctricos para S21 XP Stable 60 days',
        summary: 'El 9 de diciembre de 2025, de 01:00 a 07:00 UTC (6 horas), los mineros S21 XP se apagan mientras la compañía eléctrica revisa su transformador. Los pedidos se amplían 6 horas.',
        body: `
<p>La compañía eléctrica va a revisar el transformador que alimenta la nave de nuestros Antminer S21 XP. Por la seguridad de los técnicos, la nave se desconecta durante los trabajos.</p>
<h2>Cuándo</h2>
<p><strong>9 de diciembre de 2025, de 01:00 a 07:00 UTC</strong>, una ventana de <strong>6 horas</strong>. Al terminar, los mineros se vuelven a encender, se comprueban y recuperan toda su tasa de hash.</p>
<h2>Plan afectado</h2>
<ul>
<li>S21 XP Stable 60 days</li>
</ul>
<p>Los planes con Antminer S21 y S19XP funcionan en otras naves y no se ven afectados.</p>
<h2>Compensación</h2>
<p>Cada pedido afectado se <strong>amplía 6 horas</strong>. Lo que garantiza un plan es su tasa de hash media de 24 horas: la producción del 9 de diciembre será menor y las 6 horas se entregan al final del plazo. La tarifa de servicio no se cobra por las horas sin electricidad.</p>
<h3>Dónde verlo</h3>
<ol>
<li>Abre <a href="/dashboard/hashrate">Panel → Tasa de hash</a>.</li>
<li>Selecciona tu pedido S21 XP Stable 60 days.</li>
<li>Su detalle muestra la ventana de mantenimiento y la nueva fecha de fin.</li>
</ol>`,
      },
      fr: {
        title: 'Maintenance le 9 décembre 2025 : travaux électriques pour S21 XP Stable 60 days',
        summary: 'Le 9 décembre 2025, de 01 h 00 à 07 h 00 UTC (6 heures), les mineurs S21 XP sont coupés pendant l’entretien de leur transformateur par le fournisseur d’électricité. Les commandes sont prolongées de 6 heures.',
        body: `
<p>Le fournisseur d’électricité entretient le transformateur qui alimente la salle de nos Antminer S21 XP. Pour la sécurité des techniciens, la salle est mise hors tension pendant les travaux.</p>
<h2>Quand</h2>
<p><strong>9 décembre 2025, de 01 h 00 à 07 h 00 UTC</strong>, une fenêtre de <strong>6 heures</strong>. À la fin, les mineurs sont remis sous tension, contrôlés et retrouvent toute leur puissance.</p>
<h2>Plan concerné</h2>
<ul>
<li>S21 XP Stable 60 days</li>
</ul>
<p>Les plans sur Antminer S21 et S19XP tournent dans d’autres salles et ne sont pas concernés.</p>
<h2>Compensation</h2>
<p>Chaque commande concernée est <strong>prolongée de 6 heures</strong>. Ce qu’un plan garantit, c’est sa puissance moyenne sur 24 heures : la production du 9 décembre sera plus faible et les 6 heures sont livrées en fin de contrat. Les frais de service ne sont pas facturés pour les heures sans électricité.</p>
<h3>Où le voir</h3>
<ol>
<li>Ouvrez <a href="/dashboard/hashrate">Tableau de bord → Puissance de hachage</a>.</li>
<li>Sélectionnez votre commande S21 XP Stable 60 days.</li>
<li>Son détail indique la fenêtre de maintenance et la nouvelle date de fin.</li>
</ol>`,
      },
      ja: {
        title: '2025年12月9日 メンテナンスのお知らせ：S21 XP Stable 60 days の電気設備工事',
        summary: '2025年12月9日 01:00～07:00（UTC、6 時間）、電力会社による変圧器の点検のため S21 XP マイナーの電源を停止します。注文は 6 時間延長されます。',
        body: `
<p>電力会社が、Antminer S21 XP を設置している建屋に電気を送る変圧器の点検を行います。作業員の安全のため、作業中は建屋の電源を停止します。</p>
<h2>日時</h2>
<p><strong>2025年12月9日 01:00～07:00（UTC）</strong>、<strong>6 時間</strong>です。終了後、マイナーの電源を入れて点検し、フルのハッシュレートに戻します。</p>
<h2>対象プラン</h2>
<ul>
<li>S21 XP Stable 60 days</li>
</ul>
<p>Antminer S21 と S19XP のプランは別の建屋で稼働しており、影響はありません。</p>
<h2>補償</h2>
<p>対象の注文はすべて <strong>6 時間延長</strong>されます。プランが保証するのは 24 時間平均のハッシュレートです。12月9日の産出量は少なくなりますが、その 6 時間分は期間の最後に提供されます。電源が止まっている時間のサービス料金はかかりません。</p>
<h3>確認方法</h3>
<ol>
<li><a href="/dashboard/hashrate">ダッシュボード → ハッシュレート</a>を開きます。</li>
<li>S21 XP Stable 60 days の注文を選びます。</li>
<li>注文の詳細にメンテナンス時間と新しい終了日が表示されます。</li>
</ol>`,
      },
      ko: {
        title: '2025년 12월 9일 점검 안내: S21 XP Stable 60 days 전력 설비 작업',
        summary: '2025년 12월 9일 01:00~07:00(UTC, 6시간) 전력 회사의 변압기 점검으로 S21 XP 채굴기의 전원이 차단됩니다. 주문은 6시간 연장됩니다.',
        body: `
<p>전력 회사가 Antminer S21 XP 채굴기가 있는 건물에 전기를 공급하는 변압기를 점검합니다. 작업자의 안전을 위해 작업 중에는 건물 전원을 차단합니다.</p>
<h2>일시</h2>
<p><strong>2025년 12월 9일 01:00~07:00(UTC)</strong>, 총 <strong>6시간</strong>입니다. 작업이 끝나면 채굴기 전원을 다시 켜고 점검한 뒤 전체 해시레이트로 복구합니다.</p>
<h2>대상 플랜</h2>
<ul>
<li>S21 XP Stable 60 days</li>
</ul>
<p>Antminer S21과 S19XP 플랜은 다른 건물에서 운영되어 영향이 없습니다.</p>
<h2>보상</h2>
<p>대상 주문은 모두 <strong>6시간 연장</strong>됩니다. 플랜이 보장하는 것은 24시간 평균 해시레이트입니다. 12월 9일 채굴량은 줄어들지만, 그 6시간은 기간 끝에 제공됩니다. 전원이 꺼진 시간에는 서비스 요금이 부과되지 않습니다.</p>
<h3>확인 방법</h3>
<ol>
<li><a href="/dashboard/hashrate">대시보드 → 해시레이트</a>를 엽니다.</li>
<li>S21 XP Stable 60 days 주문을 선택합니다.</li>
<li>주문 상세에 점검 시간과 새 종료일이 표시됩니다.</li>
</ol>`,
      },
      hk: {
        title: '2025年12月9日維護通知：S21 XP Stable 60 days 電力工程',
        summary: '2025年12月9日 01:00 至 07:00（UTC，共 6 小時），電力公司檢修變壓器期間 S21 XP 礦機將會斷電。訂單將延長 6 小時。',
        body: `
<p>電力公司將檢修為 Antminer S21 XP 礦機所在廠房供電的變壓器。為保障技術人員安全，工程期間廠房會停止供電。</p>
<h2>時間</h2>
<p><strong>2025年12月9日 01:00 至 07:00（UTC）</strong>，共 <strong>6 小時</strong>。完成後礦機會重新通電、檢查並恢復全部算力。</p>
<h2>受影響方案</h2>
<ul>
<li>S21 XP Stable 60 days</li>
</ul>
<p>Antminer S21 及 S19XP 方案在其他廠房運行，不受影響。</p>
<h2>補償</h2>
<p>所有受影響訂單將<strong>延長 6 小時</strong>。方案保證的是 24 小時平均算力：12月9日的產出會較低，這 6 小時會在週期結束時補回。斷電期間不收取服務費。</p>
<h3>查看位置</h3>
<ol>
<li>打開<a href="/dashboard/hashrate">控制台 → 算力</a>。</li>
<li>選擇您的 S21 XP Stable 60 days 訂單。</li>
<li>訂單詳情會顯示維護時段及新的結束日期。</li>
</ol>`,
      },
      zh: {
        title: '2025年12月9日维护通知：S21 XP Stable 60 days 电力工程',
        summary: '2025年12月9日 01:00 至 07:00（UTC，共 6 小时），电力公司检修变压器期间 S21 XP 矿机将断电。订单将延长 6 小时。',
        body: `
<p>电力公司将检修为 Antminer S21 XP 矿机所在厂房供电的变压器。为保障技术人员安全，施工期间厂房将停止供电。</p>
<h2>时间</h2>
<p><strong>2025年12月9日 01:00 至 07:00（UTC）</strong>，共 <strong>6 小时</strong>。结束后矿机将重新通电、检查并恢复全部算力。</p>
<h2>受影响套餐</h2>
<ul>
<li>S21 XP Stable 60 days</li>
</ul>
<p>Antminer S21 和 S19XP 套餐在其他厂房运行，不受影响。</p>
<h2>补偿</h2>
<p>所有受影响订单将<strong>延长 6 小时</strong>。套餐保证的是 24 小时平均算力：12月9日的产出会偏低，这 6 小时将在周期结束时补足。断电期间不收取服务费。</p>
<h3>查看位置</h3>
<ol>
<li>打开<a href="/dashboard/hashrate">控制台 → 算力</a>。</li>
<li>选择您的 S21 XP Stable 60 days 订单。</li>
<li>订单详情会显示维护时段和新的结束日期。</li>
</ol>`,
      },
    },
  },
  {
    id: 9,
    category: 'announcement',
    publishedAt: '2026-02-10T08:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'The FuFu Cloud Mining app is out for iOS and Android',
        summary: 'Follow your hashrate and daily output, buy plans and get notified of payouts from your phone. The app also has its own exclusive plan.',
        body: `
<p>The FuFu Cloud Mining app is available from today for <strong>iOS</strong> and <strong>Android</strong>. Sign in with your existing account: your orders, wallet and points are all there.</p>
<h2>What you can do in the app</h2>
<ul>
<li>Follow the hashrate and daily output of each order.</li>
<li>Buy plans, including the app-only <strong>S21 App Exclusive 60 days</strong>.</li>
<li>Get a notification when the daily output is credited or when maintenance is scheduled.</li>
<li>Confirm withdrawals with your fund password and authenticator.</li>
</ul>
<h2>How to install it</h2>
<ol>
<li>Open the <a href="/download">download page</a>, or scan the QR code under “Download App” in the site header.</li>
<li>Install it from the App Store, Google Play or as an Android APK.</li>
<li>Sign in with your email address or phone number.</li>
</ol>`,
      },
      de: {
        title: 'Die FuFu-Cloud-Mining-App für iOS und Android ist da',
        summary: 'Hashrate und täglichen Ertrag verfolgen, Pläne kaufen und über Auszahlungen benachrichtigt werden, direkt auf dem Handy. Die App hat außerdem einen exklusiven Plan.',
        body: `
<p>Die FuFu-Cloud-Mining-App gibt es ab heute für <strong>iOS</strong> und <strong>Android</strong>. Melden Sie sich mit Ihrem bestehenden Konto an: Bestellungen, Wallet und Punkte sind alle da.</p>
<h2>Was Sie in der App tun können</h2>
<ul>
<li>Hashrate und täglichen Ertrag jeder Bestellung verfolgen.</li>
<li>Pläne kaufen, auch den nur in der App erhältlichen <strong>S21 App Exclusive 60 days</strong>.</li>
<li>Benachrichtigungen erhalten, wenn der Tagesertrag gutgeschrieben oder eine Wartung geplant wird.</li>
<li>Auszahlungen mit Fondspasswort und Authenticator bestätigen.</li>
</ul>
<h2>So installieren Sie sie</h2>
<ol>
<li>Öffnen Sie die <a href="/download">Download-Seite</a> oder scannen Sie den QR-Code unter „App herunterladen“ in der Kopfzeile der Website.</li>
<li>Installieren Sie die App aus dem App Store, von Google Play oder als Android-APK.</li>
<li>Melden Sie sich mit E-Mail-Adresse oder Telefonnummer an.</li>
</ol>`,
      },
      es: {
        title: 'Ya está disponible la app de FuFu Cloud Mining para iOS y Android',
        summary: 'Sigue tu tasa de hash y tu producción diaria, compra planes y recibe avisos de los pagos desde el móvil. La app tiene además su propio plan exclusivo.',
        body: `
<p>La app de FuFu Cloud Mining está disponible desde hoy para <strong>iOS</strong> y <strong>Android</strong>. Inicia sesión con tu cuenta de siempre: tus pedidos, tu billetera y tus puntos están ahí.</p>
<h2>Qué puedes hacer en la app</h2>
<ul>
<li>Seguir la tasa de hash y la producción diaria de cada pedido.</li>
<li>Comprar planes, incluido el <strong>S21 App Exclusive 60 days</strong>, solo disponible en la app.</li>
<li>Recibir un aviso cuando se abona la producción diaria o cuando se programa un mantenimiento.</li>
<li>Confirmar retiros con tu contraseña de fondos y tu autenticador.</li>
</ul>
<h2>Cómo instalarla</h2>
<ol>
<li>Abre la <a href="/download">página de descarga</a> o escanea el código QR de «Descargar app» en la cabecera de la web.</li>
<li>Instálala desde App Store, Google Play o como APK de Android.</li>
<li>Inicia sesión con tu correo electrónico o tu número de teléfono.</li>
</ol>`,
      },
      fr: {
        title: 'L’application FuFu Cloud Mining est disponible sur iOS et Android',
        summary: 'Suivez votre puissance et votre production quotidienne, achetez des plans et soyez averti des versements depuis votre téléphone. L’application propose aussi son propre plan exclusif.',
        body: `
<p>L’application FuFu Cloud Mining est disponible dès aujourd’hui sur <strong>iOS</strong> et <strong>Android</strong>. Connectez-vous avec votre compte actuel : vos commandes, votre portefeuille et vos points s’y trouvent.</p>
<h2>Ce que vous pouvez faire dans l’application</h2>
<ul>
<li>Suivre la puissance et la production quotidienne de chaque commande.</li>
<li>Acheter des plans, dont le <strong>S21 App Exclusive 60 days</strong>, réservé à l’application.</li>
<li>Recevoir une notification quand la production du jour est créditée ou qu’une maintenance est prévue.</li>
<li>Confirmer vos retraits avec votre mot de passe de fonds et votre authentificateur.</li>
</ul>
<h2>Comment l’installer</h2>
<ol>
<li>Ouvrez la <a href="/download">page de téléchargement</a> ou scannez le QR code sous « Télécharger l’app » dans l’en-tête du site.</li>
<li>Installez-la depuis l’App Store, Google Play ou en APK Android.</li>
<li>Connectez-vous avec votre adresse e-mail ou votre numéro de téléphone.</li>
</ol>`,
      },
      ja: {
        title: 'FuFu Cloud Mining アプリ（iOS・Android）をリリースしました',
        summary: 'ハッシュレートや日々の産出量の確認、プランの購入、支払いの通知をスマートフォンで。アプリ限定のプランもご用意しています。',
        body: `
<p>本日より FuFu Cloud Mining アプリを <strong>iOS</strong> と <strong>Android</strong> で提供開始しました。今お使いのアカウントでログインすれば、注文・ウォレット・ポイントをそのままご利用いただけます。</p>
<h2>アプリでできること</h2>
<ul>
<li>注文ごとのハッシュレートと日々の産出量の確認</li>
<li>アプリ限定の <strong>S21 App Exclusive 60 days</strong> を含むプランの購入</li>
<li>日々の産出が入金されたときや、メンテナンスが予定されたときのプッシュ通知</li>
<li>資金パスワードと認証アプリによる出金の確認</li>
</ul>
<h2>インストール方法</h2>
<ol>
<li><a href="/download">ダウンロードページ</a>を開くか、サイトのヘッダーにある「アプリをダウンロード」の QR コードを読み取ります。</li>
<li>App Store、Google Play、または Android の APK からインストールします。</li>
<li>メールアドレスまたは電話番号でログインします。</li>
</ol>`,
      },
      ko: {
        title: 'FuFu Cloud Mining 앱 iOS·Android 출시',
        summary: '해시레이트와 일일 채굴량 확인, 플랜 구매, 지급 알림까지 휴대폰에서 이용하세요. 앱 전용 플랜도 준비되어 있습니다.',
        body: `
<p>오늘부터 FuFu Cloud Mining 앱을 <strong>iOS</strong>와 <strong>Android</strong>에서 이용할 수 있습니다. 기존 계정으로 로그인하면 주문, 지갑, 포인트를 그대로 볼 수 있습니다.</p>
<h2>앱에서 할 수 있는 일</h2>
<ul>
<li>주문별 해시레이트와 일일 채굴량 확인</li>
<li>앱 전용 <strong>S21 App Exclusive 60 days</strong>를 포함한 플랜 구매</li>
<li>일일 채굴량 지급이나 점검 일정 알림 받기</li>
<li>자금 비밀번호와 인증 앱으로 출금 확인</li>
</ul>
<h2>설치 방법</h2>
<ol>
<li><a href="/download">다운로드 페이지</a>를 열거나 사이트 상단의 “앱 다운로드” QR 코드를 스캔합니다.</li>
<li>App Store, Google Play 또는 Android APK로 설치합니다.</li>
<li>이메일 주소나 휴대폰 번호로 로그인합니다.</li>
</ol>`,
      },
      hk: {
        title: 'FuFu Cloud Mining App 推出 iOS 及 Android 版',
        summary: '用手機查看算力及每日產出、購買方案、接收派發通知。App 更設有專屬方案。',
        body: `
<p>FuFu Cloud Mining App 由今日起推出 <strong>iOS</strong> 及 <strong>Android</strong> 版。以現有帳戶登入，即可查看您的訂單、錢包及積分。</p>
<h2>App 功能</h2>
<ul>
<li>查看每張訂單的算力及每日產出。</li>
<li>購買方案，包括 App 專屬的 <strong>S21 App Exclusive 60 days</strong>。</li>
<li>每日產出入帳或安排維護時接收通知。</li>
<li>以資金密碼及驗證器確認提現。</li>
</ul>
<h2>安裝方法</h2>
<ol>
<li>打開<a href="/download">下載頁面</a>，或掃描網站頂部「下載 App」的二維碼。</li>
<li>從 App Store、Google Play 或以 Android APK 安裝。</li>
<li>以電郵地址或電話號碼登入。</li>
</ol>`,
      },
      zh: {
        title: 'FuFu Cloud Mining App 推出 iOS 和 Android 版',
        summary: '用手机查看算力和每日产出、购买套餐、接收发放通知。App 还有专属套餐。',
        body: `
<p>FuFu Cloud Mining App 即日起推出 <strong>iOS</strong> 和 <strong>Android</strong> 版。使用现有账户登录，即可查看您的订单、钱包和积分。</p>
<h2>App 功能</h2>
<ul>
<li>查看每个订单的算力和每日产出。</li>
<li>购买套餐，包括 App 专属的 <strong>S21 App Exclusive 60 days</strong>。</li>
<li>每日产出到账或安排维护时接收通知。</li>
<li>使用资金密码和验证器确认提现。</li>
</ul>
<h2>安装方法</h2>
<ol>
<li>打开<a href="/download">下载页面</a>，或扫描网站顶部“下载 App”的二维码。</li>
<li>从 App Store、Google Play 或通过 Android APK 安装。</li>
<li>使用邮箱地址或手机号登录。</li>
</ol>`,
      },
    },
  },
  {
    id: 10,
    category: 'industry',
    publishedAt: '2026-03-12T10:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'Hashrate and J/T explained: how to compare mining plans',
        summary: 'TH/s says how much work a miner does, J/T how much electricity each terahash costs. Together they explain output and fees.',
        body: `
<h2>Hashrate</h2>
<p>A miner computes SHA-256 hashes of a block header over and over, looking for one below the network’s target. <strong>Hashrate</strong> is how many hashes it computes per second: 1 TH/s is 10<sup>12</sup> hashes a second, and 1 EH/s is a million TH/s. Your share of the network’s output is your hashrate divided by the network’s.</p>
<h2>J/T: efficiency</h2>
<p><strong>J/T</strong>, joules per terahash, is the energy a miner uses for each terahash it computes. A watt is one joule per second, so J/T is also watts per TH/s: <strong>power = hashrate × J/T</strong>.</p>
<ul>
<li>Antminer S19XP: 21.5 J/T</li>
<li>Antminer S21: 17.5 J/T (200 TH/s for about 3,500 W)</li>
<li>Antminer S21 XP: 13.5 J/T</li>
</ul>
<h3>A worked example</h3>
<p>100 TH/s on an S21 draws 100 × 17.5 = 1,750 W, which is 42 kWh a day. The same hashrate on an S19XP draws 2,150 W, or 51.6 kWh a day. Less energy per terahash means a lower service fee per TH/s, which is why our S21 plans cost less to run than our S19XP plans.</p>
<p>Compare the plans on the <a href="/list">plans page</a>: each card shows the miner, its efficiency and the fees.</p>`,
      },
      de: {
        title: 'Hashrate und J/T erklärt: So vergleichen Sie Mining-Pläne',
        summary: 'TH/s sagt, wie viel Arbeit ein Miner leistet, J/T, wie viel Strom jedes Terahash kostet. Zusammen erklären sie Ertrag und Gebühren.',
        body: `
<h2>Hashrate</h2>
<p>Ein Miner berechnet immer wieder SHA-256-Hashes eines Blockheaders und sucht einen, der unter dem Zielwert des Netzwerks liegt. Die <strong>Hashrate</strong> ist die Zahl der Hashes pro Sekunde: 1 TH/s sind 10<sup>12</sup> Hashes pro Sekunde, 1 EH/s eine Million TH/s. Ihr Anteil am Ertrag des Netzwerks ist Ihre Hashrate geteilt durch die des Netzwerks.</p>
<h2>J/T: Effizienz</h2>
<p><strong>J/T</strong>, Joule pro Terahash, ist die Energie, die ein Miner für jedes berechnete Terahash braucht. Ein Watt ist ein Joule pro Sekunde, also ist J/T zugleich Watt pro TH/s: <strong>Leistung = Hashrate × J/T</strong>.</p>
<ul>
<li>Antminer S19XP: 21,5 J/T</li>
<li>Antminer S21: 17,5 J/T (200 TH/s bei etwa 3.500 W)</li>
<li>Antminer S21 XP: 13,5 J/T</li>
</ul>
<h3>Ein Rechenbeispiel</h3>
<p>100 TH/s auf einem S21 brauchen 100 × 17,5 = 1.750 W, also 42 kWh am Tag. Dieselbe Hashrate auf einem S19XP braucht 2.150 W oder 51,6 kWh am Tag. Weniger Energie pro Terahash bedeutet eine niedrigere Servicegebühr pro TH/s; deshalb sind unsere S21-Pläne im Betrieb günstiger als unsere S19XP-Pläne.</p>
<p>Vergleichen Sie die Pläne in der <a href="/list">Planübersicht</a>: Jede Karte zeigt den Miner, seine Effizienz und die Gebühren.</p>`,
      },
      es: {
        title: 'Tasa de hash y J/T: cómo comparar planes de minería',
        summary: 'Los TH/s indican cuánto trabajo hace un minero; los J/T, cuánta electricidad cuesta cada terahash. Juntos explican la producción y las tarifas.',
        body: `
<h2>Tasa de hash</h2>
<p>Un minero calcula una y otra vez hashes SHA-256 de una cabecera de bloque, buscando uno por debajo del objetivo de la red. La <strong>tasa de hash</strong> es cuántos hashes calcula por segundo: 1 TH/s son 10<sup>12</sup> hashes por segundo y 1 EH/s es un millón de TH/s. Tu parte de la producción de la red es tu tasa de hash dividida entre la de la red.</p>
<h2>J/T: eficiencia</h2>
<p>Los <strong>J/T</strong>, julios por terahash, son la energía que usa un minero por cada terahash que calcula. Un vatio es un julio por segundo, así que J/T equivale también a vatios por TH/s: <strong>potencia = tasa de hash × J/T</strong>.</p>
<ul>
<li>Antminer S19XP: 21,5 J/T</li>
<li>Antminer S21: 17,5 J/T (200 TH/s con unos 3.500 W)</li>
<li>Antminer S21 XP: 13,5 J/T</li>
</ul>
<h3>Un ejemplo</h3>
<p>100 TH/s en un S21 consumen 100 × 17,5 = 1.750 W, es decir, 42 kWh al día. La misma tasa de hash en un S19XP consume 2.150 W, o 51,6 kWh al día. Menos energía por terahash significa una tarifa de servicio más baja por TH/s; por eso nuestros planes S21 cuestan menos de mantener que los S19XP.</p>
<p>Compara los planes en la <a href="/list">página de planes</a>: cada tarjeta muestra el minero, su eficiencia y las tarifas.</p>`,
      },
      fr: {
        title: 'Puissance de hachage et J/T : comment comparer les plans de minage',
        summary: 'Les TH/s disent combien de travail fournit un mineur, les J/T combien d’électricité coûte chaque térahash. Ensemble, ils expliquent la production et les frais.',
        body: `
<h2>Puissance de hachage</h2>
<p>Un mineur calcule sans relâche des hachages SHA-256 d’un en-tête de bloc, à la recherche d’un résultat inférieur à la cible du réseau. La <strong>puissance de hachage</strong> est le nombre de hachages calculés par seconde : 1 TH/s correspond à 10<sup>12</sup> hachages par seconde, et 1 EH/s à un million de TH/s. Votre part de la production du réseau est votre puissance divisée par celle du réseau.</p>
<h2>J/T : l’efficacité</h2>
<p>Le <strong>J/T</strong>, joule par térahash, est l’énergie consommée par un mineur pour chaque térahash calculé. Un watt valant un joule par seconde, le J/T est aussi un nombre de watts par TH/s : <strong>puissance électrique = puissance de hachage × J/T</strong>.</p>
<ul>
<li>Antminer S19XP : 21,5 J/T</li>
<li>Antminer S21 : 17,5 J/T (200 TH/s pour environ 3 500 W)</li>
<li>Antminer S21 XP : 13,5 J/T</li>
</ul>
<h3>Un exemple chiffré</h3>
<p>100 TH/s sur un S21 consomment 100 × 17,5 = 1 750 W, soit 42 kWh par jour. La même puissance sur un S19XP consomme 2 150 W, soit 51,6 kWh par jour. Moins d’énergie par térahash, ce sont des frais de service plus bas par TH/s : voilà pourquoi nos plans S21 coûtent moins cher à faire tourner que nos plans S19XP.</p>
<p>Comparez les plans sur la <a href="/list">page des plans</a> : chaque carte indique le mineur, son efficacité et les frais.</p>`,
      },
      ja: {
        title: 'ハッシュレートと J/T をわかりやすく：マイニングプランの比べ方',
        summary: 'TH/s はマイナーの仕事量、J/T は 1 テラハッシュあたりの電力量を表します。この 2 つで産出量と料金の違いがわかります。',
        body: `
<h2>ハッシュレート</h2>
<p>マイナーはブロックヘッダーの SHA-256 ハッシュを繰り返し計算し、ネットワークのターゲット値を下回るものを探しています。<strong>ハッシュレート</strong>は 1 秒あたりに計算できるハッシュの数です。1 TH/s は毎秒 10<sup>12</sup> 回、1 EH/s は 100 万 TH/s にあたります。ネットワーク全体の産出のうちお客様の取り分は、お客様のハッシュレートをネットワーク全体のハッシュレートで割った割合です。</p>
<h2>J/T：電力効率</h2>
<p><strong>J/T</strong>（ジュール毎テラハッシュ）は、マイナーが 1 テラハッシュを計算するのに使うエネルギーです。1 ワットは毎秒 1 ジュールなので、J/T は TH/s あたりのワット数でもあります。<strong>消費電力 = ハッシュレート × J/T</strong> です。</p>
<ul>
<li>Antminer S19XP：21.5 J/T</li>
<li>Antminer S21：17.5 J/T（200 TH/s で約 3,500 W）</li>
<li>Antminer S21 XP：13.5 J/T</li>
</ul>
<h3>計算例</h3>
<p>S21 で 100 TH/s を動かすと 100 × 17.5 = 1,750 W、1 日で 42 kWh を消費します。同じハッシュレートを S19XP で動かすと 2,150 W、1 日 51.6 kWh です。1 テラハッシュあたりのエネルギーが少ないほど TH/s あたりのサービス料金も低くなるため、S21 プランは S19XP プランより運用コストが低くなります。</p>
<p><a href="/list">プランページ</a>で比べてみてください。各カードにマイナー、電力効率、料金が表示されています。</p>`,
      },
      ko: {
        title: '해시레이트와 J/T 쉽게 이해하기: 채굴 플랜 비교법',
        summary: 'TH/s는 채굴기가 하는 일의 양, J/T는 테라해시당 드는 전력을 뜻합니다. 두 가지로 채굴량과 요금의 차이를 알 수 있습니다.',
        body: `
<h2>해시레이트</h2>
<p>채굴기는 블록 헤더의 SHA-256 해시를 계속 계산하며 네트워크 목표값보다 작은 값을 찾습니다. <strong>해시레이트</strong>는 1초에 계산하는 해시의 수입니다. 1 TH/s는 초당 10<sup>12</sup>번, 1 EH/s는 100만 TH/s입니다. 네트워크 전체 채굴량 중 내 몫은 내 해시레이트를 네트워크 해시레이트로 나눈 비율입니다.</p>
<h2>J/T: 전력 효율</h2>
<p><strong>J/T</strong>(줄/테라해시)는 채굴기가 1테라해시를 계산하는 데 쓰는 에너지입니다. 1와트는 초당 1줄이므로 J/T는 TH/s당 와트이기도 합니다. <strong>소비 전력 = 해시레이트 × J/T</strong>입니다.</p>
<ul>
<li>Antminer S19XP: 21.5 J/T</li>
<li>Antminer S21: 17.5 J/T(200 TH/s에 약 3,500 W)</li>
<li>Antminer S21 XP: 13.5 J/T</li>
</ul>
<h3>계산 예시</h3>
<p>S21로 100 TH/s를 돌리면 100 × 17.5 = 1,750 W, 하루 42 kWh를 씁니다. 같은 해시레이트를 S19XP로 돌리면 2,150 W, 하루 51.6 kWh입니다. 테라해시당 에너지가 적을수록 TH/s당 서비스 요금도 낮아지므로, S21 플랜은 S19XP 플랜보다 운영 비용이 적습니다.</p>
<p><a href="/list">플랜 페이지</a>에서 비교해 보세요. 각 카드에 채굴기, 효율, 요금이 표시됩니다.</p>`,
      },
      hk: {
        title: '算力與 J/T 解讀：如何比較挖礦方案',
        summary: 'TH/s 代表礦機的工作量，J/T 代表每 TH 耗用的電力。兩者一併說明產出及費用的差別。',
        body: `
<h2>算力</h2>
<p>礦機不斷計算區塊頭的 SHA-256 雜湊值，尋找低於全網目標值的結果。<strong>算力</strong>即每秒計算的雜湊次數：1 TH/s 是每秒 10<sup>12</sup> 次，1 EH/s 是一百萬 TH/s。您在全網產出中的份額，等於您的算力除以全網算力。</p>
<h2>J/T：能效</h2>
<p><strong>J/T</strong>（焦耳每 TH）是礦機每計算 1 TH 所耗用的能量。1 瓦即每秒 1 焦耳，因此 J/T 亦即每 TH/s 的瓦數：<strong>功耗 = 算力 × J/T</strong>。</p>
<ul>
<li>Antminer S19XP：21.5 J/T</li>
<li>Antminer S21：17.5 J/T（200 TH/s 約 3,500 W）</li>
<li>Antminer S21 XP：13.5 J/T</li>
</ul>
<h3>計算例子</h3>
<p>在 S21 上運行 100 TH/s 耗電 100 × 17.5 = 1,750 W，即每日 42 kWh。同樣算力在 S19XP 上耗電 2,150 W，即每日 51.6 kWh。每 TH 耗能越少，每 TH/s 的服務費越低，所以我們的 S21 方案運行成本比 S19XP 方案低。</p>
<p>請在<a href="/list">方案頁面</a>比較各方案：每張卡片都列出礦機、能效及費用。</p>`,
      },
      zh: {
        title: '算力与 J/T 详解：如何比较挖矿套餐',
        summary: 'TH/s 表示矿机的工作量，J/T 表示每 TH 消耗的电量。两者结合可以解释产出和费用的差别。',
        body: `
<h2>算力</h2>
<p>矿机不断计算区块头的 SHA-256 哈希值，寻找低于全网目标值的结果。<strong>算力</strong>就是每秒计算的哈希次数：1 TH/s 是每秒 10<sup>12</sup> 次，1 EH/s 是一百万 TH/s。您在全网产出中的份额等于您的算力除以全网算力。</p>
<h2>J/T：能效</h2>
<p><strong>J/T</strong>（焦耳每 TH）是矿机每计算 1 TH 消耗的能量。1 瓦即每秒 1 焦耳，因此 J/T 也就是每 TH/s 的瓦数：<strong>功耗 = 算力 × J/T</strong>。</p>
<ul>
<li>Antminer S19XP：21.5 J/T</li>
<li>Antminer S21：17.5 J/T（200 TH/s 约 3,500 W）</li>
<li>Antminer S21 XP：13.5 J/T</li>
</ul>
<h3>计算示例</h3>
<p>在 S21 上运行 100 TH/s 耗电 100 × 17.5 = 1,750 W，即每天 42 kWh。同样的算力在 S19XP 上耗电 2,150 W，即每天 51.6 kWh。每 TH 能耗越低，每 TH/s 的服务费就越低，因此我们的 S21 套餐运行成本低于 S19XP 套餐。</p>
<p>请在<a href="/list">套餐页面</a>比较各套餐：每张卡片都会显示矿机、能效和费用。</p>`,
      },
    },
  },
  {
    id: 11,
    category: 'activity',
    publishedAt: '2026-04-01T08:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'Invite friends: a USD 10 coupon for you and for them',
        summary: 'Share your invite code. When a friend pays for their first plan, you each get a USD 10 coupon.',
        body: `
<p>Mining is better with friends. From <strong>1 April 2026</strong> our referral programme rewards both sides.</p>
<h2>How it works</h2>
<ol>
<li>Find your invite code and link under <a href="/dashboard/invite">Dashboard → Invite</a>.</li>
<li>Your friend signs up through the link, or types the code into “Invite code (optional)” when signing up.</li>
<li>When their first plan is paid, you each receive a <strong>USD 10 coupon</strong>.</li>
</ol>
<h2>Rules</h2>
<ul>
<li>After your friend opens your link, the code is remembered on their device for 2 days.</li>
<li>The coupons are valid for 30 days and reduce the hashrate fee of any plan on sale.</li>
<li>There is no limit on the number of friends; accounts created to abuse the programme are excluded.</li>
</ul>
<p>Follow your invitations under <a href="/dashboard/invite/history">Dashboard → Invite → History</a>.</p>`,
      },
      de: {
        title: 'Freunde einladen: ein 10-USD-Gutschein für Sie und für sie',
        summary: 'Teilen Sie Ihren Einladungscode. Bezahlt ein Freund seinen ersten Plan, erhalten Sie beide einen Gutschein über 10 USD.',
        body: `
<p>Mit Freunden macht Mining mehr Spaß. Ab dem <strong>1. April 2026</strong> belohnt unser Empfehlungsprogramm beide Seiten.</p>
<h2>So funktioniert es</h2>
<ol>
<li>Ihren Einladungscode und -link finden Sie unter <a href="/dashboard/invite">Dashboard → Einladen</a>.</li>
<li>Ihr Freund registriert sich über den Link oder gibt den Code bei der Registrierung unter „Einladungscode (optional)“ ein.</li>
<li>Sobald sein erster Plan bezahlt ist, erhalten Sie beide einen <strong>Gutschein über 10 USD</strong>.</li>
</ol>
<h2>Bedingungen</h2>
<ul>
<li>Nachdem Ihr Freund den Link geöffnet hat, merkt sich sein Gerät den Code 2 Tage lang.</li>
<li>Die Gutscheine sind 30 Tage gültig und verringern die Hashrate-Gebühr jedes Plans im Verkauf.</li>
<li>Die Zahl der Freunde ist unbegrenzt; Konten, die nur zum Ausnutzen des Programms angelegt werden, sind ausgeschlossen.</li>
</ul>
<p>Ihre Einladungen verfolgen Sie unter <a href="/dashboard/invite/history">Dashboard → Einladen → Verlauf</a>.</p>`,
      },
      es: {
        title: 'Invita a tus amigos: un cupón de 10 USD para ti y para ellos',
        summary: 'Comparte tu código de invitación. Cuando un amigo paga su primer plan, cada uno recibe un cupón de 10 USD.',
        body: `
<p>Minar con amigos es mejor. Desde el <strong>1 de abril de 2026</strong>, nuestro programa de referidos premia a las dos partes.</p>
<h2>Cómo funciona</h2>
<ol>
<li>Encuentra tu código y tu enlace de invitación en <a href="/dashboard/invite">Panel → Invitar</a>.</li>
<li>Tu amigo se registra con el enlace o escribe el código en «Código de invitación (opcional)» al registrarse.</li>
<li>Cuando paga su primer plan, cada uno recibe un <strong>cupón de 10 USD</strong>.</li>
</ol>
<h2>Condiciones</h2>
<ul>
<li>Cuando tu amigo abre tu enlace, su dispositivo recuerda el código durante 2 días.</li>
<li>Los cupones son válidos durante 30 días y reducen la tarifa de tasa de hash de cualquier plan a la venta.</li>
<li>No hay límite de amigos; se excluyen las cuentas creadas para abusar del programa.</li>
</ul>
<p>Sigue tus invitaciones en <a href="/dashboard/invite/history">Panel → Invitar → Historial</a>.</p>`,
      },
      fr: {
        title: 'Invitez vos amis : un coupon de 10 USD pour vous et pour eux',
        summary: 'Partagez votre code d’invitation. Quand un ami paie son premier plan, vous recevez chacun un coupon de 10 USD.',
        body: `
<p>Le minage, c’est mieux entre amis. À partir du <strong>1er avril 2026</strong>, notre programme de parrainage récompense les deux parties.</p>
<h2>Comment ça marche</h2>
<ol>
<li>Retrouvez votre code et votre lien d’invitation dans <a href="/dashboard/invite">Tableau de bord → Inviter</a>.</li>
<li>Votre ami s’inscrit via le lien, ou saisit le code dans « Code d’invitation (facultatif) » lors de l’inscription.</li>
<li>Dès que son premier plan est payé, vous recevez chacun un <strong>coupon de 10 USD</strong>.</li>
</ol>
<h2>Conditions</h2>
<ul>
<li>Une fois le lien ouvert, l’appareil de votre ami retient le code pendant 2 jours.</li>
<li>Les coupons sont valables 30 jours et réduisent les frais de puissance de tout plan en vente.</li>
<li>Le nombre d’amis n’est pas limité ; les comptes créés pour abuser du programme en sont exclus.</li>
</ul>
<p>Suivez vos invitations dans <a href="/dashboard/invite/history">Tableau de bord → Inviter → Historique</a>.</p>`,
      },
      ja: {
        title: '友だち招待：あなたにも友だちにも 10 USD クーポン',
        summary: '招待コードをシェアしましょう。友だちが初めてのプランを支払うと、お二人にそれぞれ 10 USD クーポンを差し上げます。',
        body: `
<p>マイニングは友だちと一緒のほうが楽しいもの。<strong>2026年4月1日</strong>から、招待した方とされた方の両方に特典がある紹介プログラムを始めます。</p>
<h2>ご利用の流れ</h2>
<ol>
<li><a href="/dashboard/invite">ダッシュボード → 招待</a>で招待コードとリンクを確認します。</li>
<li>友だちがリンクから登録するか、登録時に「招待コード（任意）」にコードを入力します。</li>
<li>友だちの初回プランの支払いが完了すると、お二人にそれぞれ <strong>10 USD クーポン</strong>が付与されます。</li>
</ol>
<h2>ご利用条件</h2>
<ul>
<li>友だちがリンクを開くと、招待コードはその端末に 2 日間保存されます。</li>
<li>クーポンの有効期限は 30 日で、販売中のどのプランのハッシュレート料金にも使えます。</li>
<li>招待できる人数に上限はありません。不正利用を目的に作成されたアカウントは対象外です。</li>
</ul>
<p>招待の状況は<a href="/dashboard/invite/history">ダッシュボード → 招待 → 履歴</a>で確認できます。</p>`,
      },
      ko: {
        title: '친구 초대: 나와 친구 모두에게 10 USD 쿠폰',
        summary: '초대 코드를 공유하세요. 친구가 첫 플랜을 결제하면 두 분 모두 10 USD 쿠폰을 받습니다.',
        body: `
<p>채굴은 친구와 함께할 때 더 즐겁습니다. <strong>2026년 4월 1일</strong>부터 추천 프로그램이 초대한 사람과 초대받은 사람 모두에게 보상을 드립니다.</p>
<h2>이용 방법</h2>
<ol>
<li><a href="/dashboard/invite">대시보드 → 초대</a>에서 초대 코드와 링크를 확인합니다.</li>
<li>친구가 링크로 가입하거나, 가입할 때 “초대 코드(선택)”에 코드를 입력합니다.</li>
<li>친구의 첫 플랜 결제가 완료되면 두 분 모두 <strong>10 USD 쿠폰</strong>을 받습니다.</li>
</ol>
<h2>이용 조건</h2>
<ul>
<li>친구가 링크를 열면 초대 코드가 친구의 기기에 2일 동안 저장됩니다.</li>
<li>쿠폰은 30일 동안 유효하며 판매 중인 모든 플랜의 해시레이트 요금에 사용할 수 있습니다.</li>
<li>초대 인원에는 제한이 없으며, 프로그램을 악용하려고 만든 계정은 제외됩니다.</li>
</ul>
<p>초대 현황은 <a href="/dashboard/invite/history">대시보드 → 초대 → 내역</a>에서 확인하세요.</p>`,
      },
      hk: {
        title: '邀請好友：您和好友各得 10 美元優惠券',
        summary: '分享您的邀請碼。好友為首個方案付款後，您們各自可獲 10 美元優惠券。',
        body: `
<p>和朋友一起挖礦更好。由 <strong>2026年4月1日</strong>起，我們的推薦計劃讓邀請人及受邀人同樣得到獎勵。</p>
<h2>使用方法</h2>
<ol>
<li>在<a href="/dashboard/invite">控制台 → 邀請</a>查看您的邀請碼及連結。</li>
<li>好友透過連結註冊，或在註冊時於「邀請碼（選填）」輸入邀請碼。</li>
<li>好友的首個方案付款後，您們各自獲得一張 <strong>10 美元優惠券</strong>。</li>
</ol>
<h2>條款</h2>
<ul>
<li>好友打開連結後，其裝置會保留邀請碼 2 天。</li>
<li>優惠券有效期為 30 天，可抵扣任何在售方案的算力費。</li>
<li>邀請人數不設上限；為濫用計劃而開設的帳戶不獲獎勵。</li>
</ul>
<p>可在<a href="/dashboard/invite/history">控制台 → 邀請 → 記錄</a>查看邀請進度。</p>`,
      },
      zh: {
        title: '邀请好友：您和好友各得 10 美元优惠券',
        summary: '分享您的邀请码。好友为首个套餐付款后，你们各自获得一张 10 美元优惠券。',
        body: `
<p>和朋友一起挖矿更好。自 <strong>2026年4月1日</strong>起，我们的推荐计划让邀请人和被邀请人都能获得奖励。</p>
<h2>参与方式</h2>
<ol>
<li>在<a href="/dashboard/invite">控制台 → 邀请</a>查看您的邀请码和链接。</li>
<li>好友通过链接注册，或在注册时于“邀请码（选填）”中输入邀请码。</li>
<li>好友的首个套餐付款后，你们各自获得一张 <strong>10 美元优惠券</strong>。</li>
</ol>
<h2>规则</h2>
<ul>
<li>好友打开链接后，其设备会保留邀请码 2 天。</li>
<li>优惠券有效期 30 天，可抵扣任意在售套餐的算力费。</li>
<li>邀请人数不设上限；为滥用活动而注册的账户不予奖励。</li>
</ul>
<p>可在<a href="/dashboard/invite/history">控制台 → 邀请 → 记录</a>查看邀请进度。</p>`,
      },
    },
  },
  {
    id: 12,
    category: 'maintenance',
    publishedAt: '2026-05-18T09:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'Maintenance on 21 May 2026: firmware update for S19XP Easy 90 days and S21 Stable 30 days',
        summary: 'From 03:00 to 05:00 UTC on 21 May 2026 (2 hours) the miners of two plans restart with new firmware. The orders are extended by 2 hours.',
        body: `
<p>We are installing new firmware on the miners of two plans: it brings security fixes and a steadier fan control, which keeps the chips at an even temperature on hot days.</p>
<h2>When</h2>
<p><strong>21 May 2026, 03:00–05:00 UTC</strong>, a window of <strong>2 hours</strong>. The miners are updated in groups and restart on their own; most are back well before the end of the window.</p>
<h2>Affected plans</h2>
<ul>
<li>S19XP Easy 90 days</li>
<li>S21 Stable 30 days</li>
</ul>
<p>No other plan is affected.</p>
<h2>Compensation</h2>
<p>Every affected order is <strong>extended by 2 hours</strong>, the whole window, even if your miners were back sooner. What a plan guarantees is its 24-hour average hashrate: the output of 21 May will be slightly lower, and the 2 hours are delivered at the end of the term.</p>
<h3>Where to see it</h3>
<ol>
<li>Open <a href="/dashboard/hashrate">Dashboard → Hashrate</a>.</li>
<li>Select the order.</li>
<li>Its detail shows the maintenance window and the new end date.</li>
</ol>`,
      },
      de: {
        title: 'Wartung am 21. Mai 2026: Firmware-Update für S19XP Easy 90 days und S21 Stable 30 days',
        summary: 'Am 21. Mai 2026 von 03:00 bis 05:00 Uhr UTC (2 Stunden) starten die Miner zweier Pläne mit neuer Firmware neu. Die Bestellungen verlängern sich um 2 Stunden.',
        body: `
<p>Wir spielen auf den Minern zweier Pläne eine neue Firmware auf: Sie bringt Sicherheitskorrekturen und eine ruhigere Lüftersteuerung, die die Chips auch an heißen Tagen gleichmäßig temperiert.</p>
<h2>Wann</h2>
<p><strong>21. Mai 2026, 03:00–05:00 Uhr UTC</strong>, ein Zeitfenster von <strong>2 Stunden</strong>. Die Miner werden gruppenweise aktualisiert und starten selbstständig neu; die meisten laufen lange vor Ende des Fensters wieder.</p>
<h2>Betroffene Pläne</h2>
<ul>
<li>S19XP Easy 90 days</li>
<li>S21 Stable 30 days</li>
</ul>
<p>Andere Pläne sind nicht betroffen.</p>
<h2>Ausgleich</h2>
<p>Jede betroffene Bestellung wird <strong>um 2 Stunden verlängert</strong>, das ganze Fenster, auch wenn Ihre Miner früher wieder liefen. Garantiert ist die durchschnittliche Hashrate über 24 Stunden: Der Ertrag des 21. Mai fällt etwas geringer aus, die 2 Stunden werden am Ende der Laufzeit nachgeliefert.</p>
<h3>Wo Sie es sehen</h3>
<ol>
<li>Öffnen Sie <a href="/dashboard/hashrate">Dashboard → Hashrate</a>.</li>
<li>Wählen Sie die Bestellung aus.</li>
<li>Die Detailansicht zeigt das Wartungsfenster und das neue Enddatum.</li>
</ol>`,
      },
      es: {
        title: 'Mantenimiento el 21 de mayo de 2026: actualización de firmware para S19XP Easy 90 days y S21 Stable 30 days',
        summary: 'El 21 de mayo de 2026, de 03:00 a 05:00 UTC (2 horas), los mineros de dos planes se reinician con un firmware nuevo. Los pedidos se amplían 2 horas.',
        body: `
<p>Vamos a instalar un firmware nuevo en los mineros de dos planes: trae correcciones de seguridad y un control de ventiladores más estable, que mantiene los chips a una temperatura uniforme en los días de calor.</p>
<h2>Cuándo</h2>
<p><strong>21 de mayo de 2026, de 03:00 a 05:00 UTC</strong>, una ventana de <strong>2 horas</strong>. Los mineros se actualizan por grupos y se reinician solos; la mayoría vuelve mucho antes del final de la ventana.</p>
<h2>Planes afectados</h2>
<ul>
<li>S19XP Easy 90 days</li>
<li>S21 Stable 30 days</li>
</ul>
<p>Ningún otro plan se ve afectado.</p>
<h2>Compensación</h2>
<p>Cada pedido afectado se <strong>amplía 2 horas</strong>, la ventana completa, aunque tus mineros hayan vuelto antes. Lo que garantiza un plan es su tasa de hash media de 24 horas: la producción del 21 de mayo será algo menor y las 2 horas se entregan al final del plazo.</p>
<h3>Dónde verlo</h3>
<ol>
<li>Abre <a href="/dashboard/hashrate">Panel → Tasa de hash</a>.</li>
<li>Selecciona el pedido.</li>
<li>Su detalle muestra la ventana de mantenimiento y la nueva fecha de fin.</li>
</ol>`,
      },
      fr: {
        title: 'Maintenance le 21 mai 2026 : mise à jour du firmware pour S19XP Easy 90 days et S21 Stable 30 days',
        summary: 'Le 21 mai 2026, de 03 h 00 à 05 h 00 UTC (2 heures), les mineurs de deux plans redémarrent avec un nouveau firmware. Les commandes sont prolongées de 2 heures.',
        body: `
<p>Nous installons un nouveau firmware sur les mineurs de deux plans : il apporte des correctifs de sécurité et une régulation des ventilateurs plus stable, qui garde les puces à température constante les jours de chaleur.</p>
<h2>Quand</h2>
<p><strong>21 mai 2026, de 03 h 00 à 05 h 00 UTC</strong>, une fenêtre de <strong>2 heures</strong>. Les mineurs sont mis à jour par groupes et redémarrent d’eux-mêmes ; la plupart reprennent bien avant la fin de la fenêtre.</p>
<h2>Plans concernés</h2>
<ul>
<li>S19XP Easy 90 days</li>
<li>S21 Stable 30 days</li>
</ul>
<p>Aucun autre plan n’est concerné.</p>
<h2>Compensation</h2>
<p>Chaque commande concernée est <strong>prolongée de 2 heures</strong>, soit toute la fenêtre, même si vos mineurs ont repris plus tôt. Ce qu’un plan garantit, c’est sa puissance moyenne sur 24 heures : la production du 21 mai sera un peu plus faible et les 2 heures sont livrées en fin de contrat.</p>
<h3>Où le voir</h3>
<ol>
<li>Ouvrez <a href="/dashboard/hashrate">Tableau de bord → Puissance de hachage</a>.</li>
<li>Sélectionnez la commande.</li>
<li>Son détail indique la fenêtre de maintenance et la nouvelle date de fin.</li>
</ol>`,
      },
      ja: {
        title: '2026年5月21日 メンテナンスのお知らせ：S19XP Easy 90 days・S21 Stable 30 days のファームウェア更新',
        summary: '2026年5月21日 03:00～05:00（UTC、2 時間）、2 つのプランのマイナーが新しいファームウェアで再起動します。対象の注文は 2 時間延長されます。',
        body: `
<p>2 つのプランのマイナーに新しいファームウェアを導入します。セキュリティ修正に加え、ファン制御が安定し、暑い日でもチップの温度を一定に保てるようになります。</p>
<h2>日時</h2>
<p><strong>2026年5月21日 03:00～05:00（UTC）</strong>、<strong>2 時間</strong>です。マイナーはグループごとに更新され自動で再起動します。多くは終了時刻よりかなり早く復帰します。</p>
<h2>対象プラン</h2>
<ul>
<li>S19XP Easy 90 days</li>
<li>S21 Stable 30 days</li>
</ul>
<p>その他のプランへの影響はありません。</p>
<h2>補償</h2>
<p>マイナーが早く復帰した場合でも、対象の注文はすべてメンテナンス時間全体の <strong>2 時間延長</strong>されます。プランが保証するのは 24 時間平均のハッシュレートです。5月21日の産出量はやや少なくなりますが、その 2 時間分は期間の最後に提供されます。</p>
<h3>確認方法</h3>
<ol>
<li><a href="/dashboard/hashrate">ダッシュボード → ハッシュレート</a>を開きます。</li>
<li>対象の注文を選びます。</li>
<li>注文の詳細にメンテナンス時間と新しい終了日が表示されます。</li>
</ol>`,
      },
      ko: {
        title: '2026년 5월 21일 점검 안내: S19XP Easy 90 days·S21 Stable 30 days 펌웨어 업데이트',
        summary: '2026년 5월 21일 03:00~05:00(UTC, 2시간) 두 플랜의 채굴기가 새 펌웨어로 재시작합니다. 해당 주문은 2시간 연장됩니다.',
        body: `
<p>두 플랜의 채굴기에 새 펌웨어를 설치합니다. 보안 수정과 함께 팬 제어가 안정되어 더운 날에도 칩 온도를 고르게 유지합니다.</p>
<h2>일시</h2>
<p><strong>2026년 5월 21일 03:00~05:00(UTC)</strong>, 총 <strong>2시간</strong>입니다. 채굴기는 그룹별로 업데이트되고 자동으로 재시작하며, 대부분 점검 종료 시각보다 훨씬 일찍 복구됩니다.</p>
<h2>대상 플랜</h2>
<ul>
<li>S19XP Easy 90 days</li>
<li>S21 Stable 30 days</li>
</ul>
<p>다른 플랜은 영향이 없습니다.</p>
<h2>보상</h2>
<p>채굴기가 더 일찍 복구되더라도 대상 주문은 모두 점검 시간 전체인 <strong>2시간 연장</strong>됩니다. 플랜이 보장하는 것은 24시간 평균 해시레이트입니다. 5월 21일 채굴량은 조금 줄어들지만, 그 2시간은 기간 끝에 제공됩니다.</p>
<h3>확인 방법</h3>
<ol>
<li><a href="/dashboard/hashrate">대시보드 → 해시레이트</a>를 엽니다.</li>
<li>해당 주문을 선택합니다.</li>
<li>주문 상세에 점검 시간과 새 종료일이 표시됩니다.</li>
</ol>`,
      },
      hk: {
        title: '2026年5月21日維護通知：S19XP Easy 90 days 及 S21 Stable 30 days 韌體更新',
        summary: '2026年5月21日 03:00 至 05:00（UTC，共 2 小時），兩款方案的礦機將以新韌體重新啟動。相關訂單將延長 2 小時。',
        body: `
<p>我們將為兩款方案的礦機安裝新韌體：包括安全修正及更穩定的風扇控制，令晶片在炎熱天氣下仍保持平均溫度。</p>
<h2>時間</h2>
<p><strong>2026年5月21日 03:00 至 05:00（UTC）</strong>，共 <strong>2 小時</strong>。礦機會分批更新並自動重新啟動，大部分會在時段結束前早已恢復。</p>
<h2>受影響方案</h2>
<ul>
<li>S19XP Easy 90 days</li>
<li>S21 Stable 30 days</li>
</ul>
<p>其他方案不受影響。</p>
<h2>補償</h2>
<p>即使您的礦機提早恢復，所有受影響訂單仍按整個時段<strong>延長 2 小時</strong>。方案保證的是 24 小時平均算力：5月21日的產出會略低，這 2 小時會在週期結束時補回。</p>
<h3>查看位置</h3>
<ol>
<li>打開<a href="/dashboard/hashrate">控制台 → 算力</a>。</li>
<li>選擇相關訂單。</li>
<li>訂單詳情會顯示維護時段及新的結束日期。</li>
</ol>`,
      },
      zh: {
        title: '2026年5月21日维护通知：S19XP Easy 90 days 和 S21 Stable 30 days 固件升级',
        summary: '2026年5月21日 03:00 至 05:00（UTC，共 2 小时），两款套餐的矿机将使用新固件重启。相关订单将延长 2 小时。',
        body: `
<p>我们将为两款套餐的矿机安装新固件：包含安全修复和更稳定的风扇控制，让芯片在高温天气下也能保持均匀的温度。</p>
<h2>时间</h2>
<p><strong>2026年5月21日 03:00 至 05:00（UTC）</strong>，共 <strong>2 小时</strong>。矿机将分批升级并自动重启，大部分会在时段结束前就已恢复。</p>
<h2>受影响套餐</h2>
<ul>
<li>S19XP Easy 90 days</li>
<li>S21 Stable 30 days</li>
</ul>
<p>其他套餐不受影响。</p>
<h2>补偿</h2>
<p>即使您的矿机提前恢复，所有受影响订单仍按整个时段<strong>延长 2 小时</strong>。套餐保证的是 24 小时平均算力：5月21日的产出会略低，这 2 小时将在周期结束时补足。</p>
<h3>查看位置</h3>
<ol>
<li>打开<a href="/dashboard/hashrate">控制台 → 算力</a>。</li>
<li>选择相关订单。</li>
<li>订单详情会显示维护时段和新的结束日期。</li>
</ol>`,
      },
    },
  },
  {
    id: 13,
    category: 'industry',
    publishedAt: '2026-07-22T10:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'FPPS or PPS+: how mining pools pay',
        summary: 'Both pay the block subsidy at a fixed rate per share; they differ in how transaction fees are paid. Here is the difference, and what our plans use.',
        body: `
<p>A pool combines the hashrate of many miners and pays each of them for the <strong>shares</strong> they submit: proofs of work easier than a block, which show how much work was done. How the pool turns shares into BTC is its payout method.</p>
<h2>PPS+ (Pay Per Share Plus)</h2>
<ul>
<li>The block subsidy is paid per share at a fixed rate, whether or not the pool finds blocks: the pool carries the luck.</li>
<li>Transaction fees are paid on top, from the blocks the pool actually found, shared out in proportion to recent shares (as in PPLNS).</li>
</ul>
<h2>FPPS (Full Pay Per Share)</h2>
<ul>
<li>The subsidy and the <strong>expected</strong> transaction fees are both paid per share at a fixed rate; the expected fees are the network’s average over a recent period.</li>
<li>Payouts are the steadiest of all; the pool carries the luck of the fees too.</li>
</ul>
<h2>What our plans use</h2>
<p>Our plans mine at Antpool and F2Pool with <strong>FPPS</strong> settlement, so your daily output depends on your hashrate, the difficulty and the network’s fees, not on the pool’s luck that day. Each day’s settlement is under <a href="/dashboard/hashrate/output">Dashboard → Hashrate → Output</a>.</p>`,
      },
      de: {
        title: 'FPPS oder PPS+: So zahlen Mining-Pools aus',
        summary: 'Beide zahlen die Blocksubvention zu einem festen Satz pro Share; sie unterscheiden sich bei den Transaktionsgebühren. Hier der Unterschied und was unsere Pläne nutzen.',
        body: `
<p>Ein Pool bündelt die Hashrate vieler Miner und bezahlt jeden für die eingereichten <strong>Shares</strong>: Arbeitsnachweise, die leichter sind als ein Block und zeigen, wie viel Arbeit geleistet wurde. Wie der Pool Shares in BTC umrechnet, ist sein Auszahlungsmodell.</p>
<h2>PPS+ (Pay Per Share Plus)</h2>
<ul>
<li>Die Blocksubvention wird zu einem festen Satz pro Share gezahlt, ob der Pool Blöcke findet oder nicht: Das Glücksrisiko trägt der Pool.</li>
<li>Transaktionsgebühren kommen obendrauf, aus den tatsächlich gefundenen Blöcken, verteilt im Verhältnis zu den letzten Shares (wie bei PPLNS).</li>
</ul>
<h2>FPPS (Full Pay Per Share)</h2>
<ul>
<li>Subvention und <strong>erwartete</strong> Transaktionsgebühren werden beide zu einem festen Satz pro Share gezahlt; die erwarteten Gebühren sind der Durchschnitt des Netzwerks über einen zurückliegenden Zeitraum.</li>
<li>Die Auszahlungen sind am gleichmäßigsten; der Pool trägt auch das Glücksrisiko der Gebühren.</li>
</ul>
<h2>Was unsere Pläne nutzen</h2>
<p>Unsere Pläne minen bei Antpool und F2Pool mit <strong>FPPS</strong>-Abrechnung. Ihr täglicher Ertrag hängt also von Ihrer Hashrate, der Difficulty und den Gebühren im Netzwerk ab, nicht vom Glück des Pools an diesem Tag. Die Abrechnung jedes Tages finden Sie unter <a href="/dashboard/hashrate/output">Dashboard → Hashrate → Ertrag</a>.</p>`,
      },
      es: {
        title: 'FPPS o PPS+: cómo pagan los pools de minería',
        summary: 'Ambos pagan el subsidio por bloque a una tarifa fija por share; se diferencian en cómo pagan las comisiones de transacción. Aquí tienes la diferencia y lo que usan nuestros planes.',
        body: `
<p>Un pool reúne la tasa de hash de muchos mineros y paga a cada uno por los <strong>shares</strong> que envía: pruebas de trabajo más fáciles que un bloque que demuestran cuánto trabajo se hizo. La forma en que el pool convierte los shares en BTC es su método de pago.</p>
<h2>PPS+ (Pay Per Share Plus)</h2>
<ul>
<li>El subsidio por bloque se paga por share a una tarifa fija, encuentre o no bloques el pool: la suerte la asume el pool.</li>
<li>Las comisiones de transacción se pagan aparte, según los bloques que el pool encontró de verdad, repartidas en proporción a los shares recientes (como en PPLNS).</li>
</ul>
<h2>FPPS (Full Pay Per Share)</h2>
<ul>
<li>El subsidio y las comisiones <strong>esperadas</strong> se pagan por share a una tarifa fija; las comisiones esperadas son la media de la red durante un periodo reciente.</li>
<li>Es el pago más estable; el pool asume también la suerte de las comisiones.</li>
</ul>
<h2>Qué usan nuestros planes</h2>
<p>Nuestros planes minan en Antpool y F2Pool con liquidación <strong>FPPS</strong>, así que tu producción diaria depende de tu tasa de hash, de la dificultad y de las comisiones de la red, no de la suerte del pool ese día. La liquidación de cada día está en <a href="/dashboard/hashrate/output">Panel → Tasa de hash → Producción</a>.</p>`,
      },
      fr: {
        title: 'FPPS ou PPS+ : comment les pools de minage paient',
        summary: 'Les deux paient la subvention de bloc à un taux fixe par share ; ils diffèrent sur le paiement des frais de transaction. Voici la différence, et ce qu’utilisent nos plans.',
        body: `
<p>Un pool réunit la puissance de nombreux mineurs et rémunère chacun pour les <strong>shares</strong> qu’il soumet : des preuves de travail plus faciles qu’un bloc, qui montrent combien de travail a été fourni. La manière dont le pool convertit les shares en BTC est sa méthode de paiement.</p>
<h2>PPS+ (Pay Per Share Plus)</h2>
<ul>
<li>La subvention de bloc est payée par share à un taux fixe, que le pool trouve des blocs ou non : c’est le pool qui assume la chance.</li>
<li>Les frais de transaction s’y ajoutent, issus des blocs réellement trouvés par le pool et répartis au prorata des shares récents (comme en PPLNS).</li>
</ul>
<h2>FPPS (Full Pay Per Share)</h2>
<ul>
<li>La subvention et les frais de transaction <strong>attendus</strong> sont tous deux payés par share à un taux fixe ; les frais attendus sont la moyenne du réseau sur une période récente.</li>
<li>C’est le versement le plus régulier ; le pool assume aussi la chance sur les frais.</li>
</ul>
<h2>Ce qu’utilisent nos plans</h2>
<p>Nos plans minent sur Antpool et F2Pool avec un règlement <strong>FPPS</strong> : votre production quotidienne dépend de votre puissance, de la difficulté et des frais du réseau, pas de la chance du pool ce jour-là. Le règlement de chaque jour figure dans <a href="/dashboard/hashrate/output">Tableau de bord → Puissance de hachage → Production</a>.</p>`,
      },
      ja: {
        title: 'FPPS と PPS+：マイニングプールの支払い方式',
        summary: 'どちらもブロック補助金をシェアごとに固定レートで支払いますが、取引手数料の扱いが異なります。その違いと当社プランの方式を解説します。',
        body: `
<p>プールは多くのマイナーのハッシュレートをまとめ、各マイナーが提出した<strong>シェア</strong>に応じて支払います。シェアとはブロックより簡単な作業証明で、どれだけ仕事をしたかを示します。プールがシェアを BTC に換算する方法を支払い方式と呼びます。</p>
<h2>PPS+（Pay Per Share Plus）</h2>
<ul>
<li>ブロック補助金は、プールがブロックを見つけたかどうかに関係なく、シェアごとに固定レートで支払われます。運の良し悪しはプールが負担します。</li>
<li>取引手数料はこれに加えて、プールが実際に見つけたブロックから、直近のシェアに比例して分配されます（PPLNS と同様）。</li>
</ul>
<h2>FPPS（Full Pay Per Share）</h2>
<ul>
<li>補助金と<strong>期待値としての</strong>取引手数料の両方が、シェアごとに固定レートで支払われます。期待手数料は直近の一定期間におけるネットワークの平均です。</li>
<li>支払いが最も安定する方式で、手数料の運もプールが負担します。</li>
</ul>
<h2>当社プランの方式</h2>
<p>当社のプランは Antpool と F2Pool で <strong>FPPS</strong> 方式で精算しています。そのため日々の産出量は、その日のプールの運ではなく、お客様のハッシュレート、難易度、ネットワークの手数料で決まります。毎日の精算は<a href="/dashboard/hashrate/output">ダッシュボード → ハッシュレート → 産出</a>でご確認いただけます。</p>`,
      },
      ko: {
        title: 'FPPS와 PPS+: 채굴 풀의 지급 방식',
        summary: '두 방식 모두 블록 보조금을 셰어당 고정 비율로 지급하지만, 거래 수수료를 지급하는 방법이 다릅니다. 차이점과 당사 플랜의 방식을 알아봅니다.',
        body: `
<p>풀은 여러 채굴자의 해시레이트를 모으고, 각자 제출한 <strong>셰어</strong>에 따라 보상을 지급합니다. 셰어는 블록보다 쉬운 작업 증명으로, 얼마나 일했는지를 보여 줍니다. 풀이 셰어를 BTC로 환산하는 방법을 지급 방식이라고 합니다.</p>
<h2>PPS+(Pay Per Share Plus)</h2>
<ul>
<li>블록 보조금은 풀이 블록을 찾았는지와 상관없이 셰어당 고정 비율로 지급됩니다. 운에 따른 위험은 풀이 부담합니다.</li>
<li>거래 수수료는 여기에 더해, 풀이 실제로 찾은 블록에서 최근 셰어에 비례해 나눠 지급됩니다(PPLNS와 같은 방식).</li>
</ul>
<h2>FPPS(Full Pay Per Share)</h2>
<ul>
<li>보조금과 <strong>예상</strong> 거래 수수료를 모두 셰어당 고정 비율로 지급합니다. 예상 수수료는 최근 일정 기간 네트워크의 평균입니다.</li>
<li>지급이 가장 안정적이며, 수수료에 따른 운의 위험도 풀이 부담합니다.</li>
</ul>
<h2>당사 플랜의 방식</h2>
<p>당사 플랜은 Antpool과 F2Pool에서 <strong>FPPS</strong> 방식으로 정산합니다. 따라서 일일 채굴량은 그날 풀의 운이 아니라 내 해시레이트, 난이도, 네트워크 수수료에 따라 정해집니다. 매일의 정산 내역은 <a href="/dashboard/hashrate/output">대시보드 → 해시레이트 → 채굴량</a>에서 확인하세요.</p>`,
      },
      hk: {
        title: 'FPPS 與 PPS+：礦池如何派發收益',
        summary: '兩者都按每個份額以固定費率支付區塊補貼，分別在於交易手續費的支付方式。本文說明兩者的差別，以及我們方案採用的模式。',
        body: `
<p>礦池集合眾多礦工的算力，並按各人提交的<strong>份額</strong>（share）付款。份額是比區塊容易的工作量證明，用以顯示完成了多少工作。礦池把份額換算成 BTC 的方法，就是它的結算模式。</p>
<h2>PPS+（Pay Per Share Plus）</h2>
<ul>
<li>區塊補貼按每個份額以固定費率支付，不論礦池有否找到區塊：運氣風險由礦池承擔。</li>
<li>交易手續費另外支付，來自礦池實際找到的區塊，按近期份額比例分配（與 PPLNS 相同）。</li>
</ul>
<h2>FPPS（Full Pay Per Share）</h2>
<ul>
<li>補貼及<strong>預期</strong>交易手續費均按每個份額以固定費率支付；預期手續費為全網在近期一段時間的平均值。</li>
<li>收益最穩定；手續費的運氣風險同樣由礦池承擔。</li>
</ul>
<h2>我們方案採用的模式</h2>
<p>我們的方案在 Antpool 及 F2Pool 以 <strong>FPPS</strong> 結算，因此您的每日產出取決於您的算力、難度及全網手續費，而非礦池當日的運氣。每日結算可在<a href="/dashboard/hashrate/output">控制台 → 算力 → 產出</a>查看。</p>`,
      },
      zh: {
        title: 'FPPS 与 PPS+：矿池如何发放收益',
        summary: '两者都按每个份额以固定费率支付区块补贴，区别在于交易手续费的支付方式。本文说明两者的差别，以及我们套餐采用的模式。',
        body: `
<p>矿池汇集众多矿工的算力，并按每人提交的<strong>份额</strong>（share）付款。份额是比区块更容易的工作量证明，用来表明完成了多少工作。矿池把份额换算成 BTC 的方法，就是它的结算模式。</p>
<h2>PPS+（Pay Per Share Plus）</h2>
<ul>
<li>区块补贴按每个份额以固定费率支付，无论矿池是否找到区块：运气风险由矿池承担。</li>
<li>交易手续费另外支付，来自矿池实际找到的区块，按近期份额比例分配（与 PPLNS 相同）。</li>
</ul>
<h2>FPPS（Full Pay Per Share）</h2>
<ul>
<li>补贴和<strong>预期</strong>交易手续费都按每个份额以固定费率支付；预期手续费为全网近一段时间的平均值。</li>
<li>收益最稳定；手续费的运气风险也由矿池承担。</li>
</ul>
<h2>我们套餐采用的模式</h2>
<p>我们的套餐在 Antpool 和 F2Pool 以 <strong>FPPS</strong> 模式结算，因此您的每日产出取决于您的算力、难度和全网手续费，而不是矿池当天的运气。每日结算可在<a href="/dashboard/hashrate/output">控制台 → 算力 → 产出</a>查看。</p>`,
      },
    },
  },
  {
    id: 14,
    category: 'announcement',
    publishedAt: '2026-08-05T08:00:00Z',
    pinned: true,
    texts: {
      en: {
        title: 'Beware of fake FuFu sites and support accounts',
        summary: 'Scammers copy our site and pose as our support. We never ask for your password, fund password or authenticator codes.',
        body: `
<p>We have seen sites that copy FuFu Cloud Mining and chat accounts that pose as our support staff. Some promise “guaranteed returns”, others ask you to send BTC to “unlock” a withdrawal.</p>
<h2>What we never do</h2>
<ul>
<li>Ask for your password, fund password or authenticator codes, by chat, email or phone.</li>
<li>Ask you to pay a fee to release a withdrawal, or to send BTC to a personal address.</li>
<li>Promise a fixed return: mining output depends on the network difficulty and the BTC price.</li>
</ul>
<h2>Protect your account</h2>
<ol>
<li>Bookmark our site and check the address before you sign in.</li>
<li>Set a fund password and bind an authenticator under <a href="/dashboard/setting">Dashboard → Settings</a>.</li>
<li>Contact support only through the chat on our site or in the app.</li>
</ol>
<p>If you have shared a code or a password, <strong>change your password at once</strong> and tell our support.</p>`,
      },
      de: {
        title: 'Vorsicht vor gefälschten FuFu-Websites und Support-Konten',
        summary: 'Betrüger kopieren unsere Website und geben sich als unser Support aus. Wir fragen nie nach Ihrem Passwort, Fondspasswort oder Authenticator-Codes.',
        body: `
<p>Uns sind Websites aufgefallen, die FuFu Cloud Mining kopieren, und Chat-Konten, die sich als unsere Support-Mitarbeiter ausgeben. Manche versprechen „garantierte Renditen“, andere verlangen, dass Sie BTC senden, um eine Auszahlung „freizuschalten“.</p>
<h2>Was wir nie tun</h2>
<ul>
<li>Nach Ihrem Passwort, Fondspasswort oder Authenticator-Codes fragen, weder per Chat noch per E-Mail oder Telefon.</li>
<li>Eine Gebühr für die Freigabe einer Auszahlung verlangen oder Sie bitten, BTC an eine private Adresse zu senden.</li>
<li>Eine feste Rendite versprechen: Der Mining-Ertrag hängt von der Netzwerk-Difficulty und dem BTC-Kurs ab.</li>
</ul>
<h2>So schützen Sie Ihr Konto</h2>
<ol>
<li>Speichern Sie unsere Website als Lesezeichen und prüfen Sie die Adresse vor dem Anmelden.</li>
<li>Legen Sie ein Fondspasswort fest und verbinden Sie einen Authenticator unter <a href="/dashboard/setting">Dashboard → Einstellungen</a>.</li>
<li>Wenden Sie sich nur über den Chat auf unserer Website oder in der App an den Support.</li>
</ol>
<p>Haben Sie einen Code oder ein Passwort weitergegeben, <strong>ändern Sie sofort Ihr Passwort</strong> und informieren Sie unseren Support.</p>`,
      },
      es: {
        title: 'Cuidado con las webs y cuentas de soporte falsas de FuFu',
        summary: 'Hay estafadores que copian nuestra web y se hacen pasar por nuestro soporte. Nunca te pediremos tu contraseña, tu contraseña de fondos ni los códigos de tu autenticador.',
        body: `
<p>Hemos detectado webs que copian FuFu Cloud Mining y cuentas de chat que se hacen pasar por nuestro equipo de soporte. Algunas prometen «rentabilidad garantizada»; otras te piden enviar BTC para «desbloquear» un retiro.</p>
<h2>Lo que nunca hacemos</h2>
<ul>
<li>Pedirte tu contraseña, tu contraseña de fondos o los códigos de tu autenticador, ni por chat, ni por correo, ni por teléfono.</li>
<li>Cobrarte una comisión para liberar un retiro o pedirte que envíes BTC a una dirección personal.</li>
<li>Prometer una rentabilidad fija: la producción depende de la dificultad de la red y del precio de BTC.</li>
</ul>
<h2>Protege tu cuenta</h2>
<ol>
<li>Guarda nuestra web en marcadores y comprueba la dirección antes de iniciar sesión.</li>
<li>Crea una contraseña de fondos y vincula un autenticador en <a href="/dashboard/setting">Panel → Ajustes</a>.</li>
<li>Contacta con soporte solo a través del chat de nuestra web o de la app.</li>
</ol>
<p>Si has compartido un código o una contraseña, <strong>cambia tu contraseña de inmediato</strong> y avisa a nuestro soporte.</p>`,
      },
      fr: {
        title: 'Attention aux faux sites et faux comptes d’assistance FuFu',
        summary: 'Des escrocs copient notre site et se font passer pour notre assistance. Nous ne demandons jamais votre mot de passe, votre mot de passe de fonds ni vos codes d’authentification.',
        body: `
<p>Nous avons repéré des sites qui copient FuFu Cloud Mining et des comptes de messagerie qui se font passer pour notre équipe d’assistance. Certains promettent des « rendements garantis », d’autres vous demandent d’envoyer des BTC pour « débloquer » un retrait.</p>
<h2>Ce que nous ne faisons jamais</h2>
<ul>
<li>Vous demander votre mot de passe, votre mot de passe de fonds ou vos codes d’authentification, par chat, e-mail ou téléphone.</li>
<li>Vous faire payer des frais pour libérer un retrait, ou vous demander d’envoyer des BTC à une adresse personnelle.</li>
<li>Promettre un rendement fixe : la production dépend de la difficulté du réseau et du cours du BTC.</li>
</ul>
<h2>Protégez votre compte</h2>
<ol>
<li>Ajoutez notre site à vos favoris et vérifiez l’adresse avant de vous connecter.</li>
<li>Définissez un mot de passe de fonds et associez un authentificateur dans <a href="/dashboard/setting">Tableau de bord → Paramètres</a>.</li>
<li>Contactez l’assistance uniquement via le chat de notre site ou de l’application.</li>
</ol>
<p>Si vous avez communiqué un code ou un mot de passe, <strong>changez votre mot de passe immédiatement</strong> et prévenez notre assistance.</p>`,
      },
      ja: {
        title: 'FuFu を装った偽サイト・偽サポートにご注意ください',
        summary: '当社サイトを模倣したり、サポートを装ったりする詐欺が確認されています。当社がパスワード、資金パスワード、認証コードを尋ねることは決してありません。',
        body: `
<p>FuFu Cloud Mining を模倣したサイトや、当社サポートを装うチャットアカウントが確認されています。「確実に儲かる」とうたうものや、出金を「ロック解除」するために BTC の送金を求めるものがあります。</p>
<h2>当社が決して行わないこと</h2>
<ul>
<li>チャット、メール、電話でパスワード、資金パスワード、認証アプリのコードを尋ねること。</li>
<li>出金を行うための手数料の支払いや、個人のアドレスへの BTC 送金を求めること。</li>
<li>固定の収益を約束すること。マイニングの産出量はネットワークの難易度と BTC 価格によって変わります。</li>
</ul>
<h2>アカウントを守るために</h2>
<ol>
<li>当社サイトをブックマークし、ログイン前にアドレスを確認してください。</li>
<li><a href="/dashboard/setting">ダッシュボード → 設定</a>で資金パスワードを設定し、認証アプリを連携してください。</li>
<li>サポートへのお問い合わせは、当社サイトまたはアプリ内のチャットだけをご利用ください。</li>
</ol>
<p>コードやパスワードを伝えてしまった場合は、<strong>すぐにパスワードを変更</strong>し、サポートまでご連絡ください。</p>`,
      },
      ko: {
        title: 'FuFu를 사칭한 가짜 사이트와 고객지원 계정에 주의하세요',
        summary: '사기범들이 당사 사이트를 복제하고 고객지원을 사칭하고 있습니다. 당사는 비밀번호, 자금 비밀번호, 인증 코드를 절대 묻지 않습니다.',
        body: `
<p>FuFu Cloud Mining을 복제한 사이트와 고객지원 직원을 사칭하는 채팅 계정이 발견되었습니다. “수익 보장”을 약속하거나, 출금을 “잠금 해제”하려면 BTC를 보내라고 요구하기도 합니다.</p>
<h2>당사가 절대 하지 않는 일</h2>
<ul>
<li>채팅, 이메일, 전화로 비밀번호, 자금 비밀번호, 인증 앱 코드를 묻는 일</li>
<li>출금을 처리해 주는 대가로 수수료를 요구하거나 개인 주소로 BTC를 보내라고 하는 일</li>
<li>고정 수익을 약속하는 일. 채굴량은 네트워크 난이도와 BTC 가격에 따라 달라집니다.</li>
</ul>
<h2>계정 보호 방법</h2>
<ol>
<li>당사 사이트를 즐겨찾기에 추가하고, 로그인 전에 주소를 확인하세요.</li>
<li><a href="/dashboard/setting">대시보드 → 설정</a>에서 자금 비밀번호를 설정하고 인증 앱을 연결하세요.</li>
<li>고객지원 문의는 당사 사이트나 앱의 채팅으로만 하세요.</li>
</ol>
<p>코드나 비밀번호를 알려 주었다면 <strong>즉시 비밀번호를 변경</strong>하고 고객지원에 알려 주세요.</p>`,
      },
      hk: {
        title: '小心冒充 FuFu 的假網站及假客服帳戶',
        summary: '有騙徒抄襲我們的網站並冒充客服。我們絕不會索取您的密碼、資金密碼或驗證碼。',
        body: `
<p>我們發現有網站抄襲 FuFu Cloud Mining，亦有聊天帳戶冒充我們的客服人員。有些聲稱「保證回報」，有些則要求您轉賬 BTC 以「解鎖」提現。</p>
<h2>我們絕不會</h2>
<ul>
<li>透過聊天、電郵或電話索取您的密碼、資金密碼或驗證器驗證碼。</li>
<li>要求您支付費用才放行提現，或要求您把 BTC 轉到個人地址。</li>
<li>承諾固定回報：挖礦產出取決於全網難度及 BTC 價格。</li>
</ul>
<h2>保護您的帳戶</h2>
<ol>
<li>將我們的網站加入書籤，登入前核對網址。</li>
<li>在<a href="/dashboard/setting">控制台 → 設定</a>設置資金密碼並綁定驗證器。</li>
<li>只透過我們網站或 App 內的線上客服聯絡我們。</li>
</ol>
<p>如您已透露驗證碼或密碼，請<strong>立即更改密碼</strong>並通知我們的客服。</p>`,
      },
      zh: {
        title: '谨防冒充 FuFu 的假网站和假客服账号',
        summary: '有骗子仿冒我们的网站并冒充客服。我们绝不会索要您的密码、资金密码或验证码。',
        body: `
<p>我们发现有网站仿冒 FuFu Cloud Mining，也有聊天账号冒充我们的客服人员。有的声称“保证收益”，有的要求您转入 BTC 来“解锁”提现。</p>
<h2>我们绝不会</h2>
<ul>
<li>通过聊天、邮件或电话索要您的密码、资金密码或验证器验证码。</li>
<li>要求您支付费用才能放行提现，或要求您把 BTC 转到个人地址。</li>
<li>承诺固定收益：挖矿产出取决于全网难度和 BTC 价格。</li>
</ul>
<h2>保护您的账户</h2>
<ol>
<li>将我们的网站加入书签，登录前核对网址。</li>
<li>在<a href="/dashboard/setting">控制台 → 设置</a>中设置资金密码并绑定验证器。</li>
<li>只通过我们网站或 App 内的在线客服联系我们。</li>
</ol>
<p>如果您已泄露验证码或密码，请<strong>立即修改密码</strong>并告知我们的客服。</p>`,
      },
    },
  },
  {
    id: 15,
    category: 'activity',
    publishedAt: '2026-09-01T08:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'New task area: daily check-in and tasks for FuFu Points',
        summary: 'Check in every day and complete simple tasks to collect FuFu Points, with a bonus on the 7th day in a row.',
        body: `
<p>The <a href="/task">task area</a> is open: collect FuFu Points with a daily check-in and a few simple tasks.</p>
<h2>Tasks and points</h2>
<ul>
<li>Daily check-in: <strong>5 points</strong>; on the 7th day in a row, <strong>30 points</strong>.</li>
<li>Bind an authenticator: 50 points, once.</li>
<li>Complete identity verification (KYC): 100 points, once.</li>
<li>Pay for your first plan: 200 points, once.</li>
</ul>
<h2>Good to know</h2>
<ol>
<li>A missed day starts the 7-day streak again.</li>
<li>Points appear under <a href="/dashboard/points">Dashboard → Points</a> within a few minutes.</li>
<li>Exchange them for coupons on the <a href="/points">points page</a>.</li>
</ol>`,
      },
      de: {
        title: 'Neuer Aufgabenbereich: täglicher Check-in und Aufgaben für FuFu-Punkte',
        summary: 'Checken Sie täglich ein und erledigen Sie einfache Aufgaben, um FuFu-Punkte zu sammeln, mit einem Bonus am 7. Tag in Folge.',
        body: `
<p>Der <a href="/task">Aufgabenbereich</a> ist eröffnet: Sammeln Sie FuFu-Punkte mit einem täglichen Check-in und ein paar einfachen Aufgaben.</p>
<h2>Aufgaben und Punkte</h2>
<ul>
<li>Täglicher Check-in: <strong>5 Punkte</strong>; am 7. Tag in Folge <strong>30 Punkte</strong>.</li>
<li>Authenticator verbinden: 50 Punkte, einmalig.</li>
<li>Identitätsprüfung (KYC) abschließen: 100 Punkte, einmalig.</li>
<li>Ersten Plan bezahlen: 200 Punkte, einmalig.</li>
</ul>
<h2>Gut zu wissen</h2>
<ol>
<li>Ein verpasster Tag startet die 7-Tage-Serie neu.</li>
<li>Die Punkte erscheinen innerhalb weniger Minuten unter <a href="/dashboard/points">Dashboard → Punkte</a>.</li>
<li>Tauschen Sie sie auf der <a href="/points">Punkteseite</a> gegen Gutscheine.</li>
</ol>`,
      },
      es: {
        title: 'Nueva zona de tareas: registro diario y tareas para ganar Puntos FuFu',
        summary: 'Regístrate cada día y completa tareas sencillas para conseguir Puntos FuFu, con un extra el 7.º día seguido.',
        body: `
<p>La <a href="/task">zona de tareas</a> ya está abierta: consigue Puntos FuFu con un registro diario y unas cuantas tareas sencillas.</p>
<h2>Tareas y puntos</h2>
<ul>
<li>Registro diario: <strong>5 puntos</strong>; el 7.º día seguido, <strong>30 puntos</strong>.</li>
<li>Vincular un autenticador: 50 puntos, una vez.</li>
<li>Completar la verificación de identidad (KYC): 100 puntos, una vez.</li>
<li>Pagar tu primer plan: 200 puntos, una vez.</li>
</ul>
<h2>Conviene saber</h2>
<ol>
<li>Si te saltas un día, la racha de 7 días vuelve a empezar.</li>
<li>Los puntos aparecen en <a href="/dashboard/points">Panel → Puntos</a> en pocos minutos.</li>
<li>Cámbialos por cupones en la <a href="/points">página de puntos</a>.</li>
</ol>`,
      },
      fr: {
        title: 'Nouvel espace des tâches : pointage quotidien et tâches pour gagner des Points FuFu',
        summary: 'Pointez chaque jour et accomplissez des tâches simples pour cumuler des Points FuFu, avec un bonus le 7e jour consécutif.',
        body: `
<p>L’<a href="/task">espace des tâches</a> est ouvert : cumulez des Points FuFu grâce à un pointage quotidien et à quelques tâches simples.</p>
<h2>Tâches et points</h2>
<ul>
<li>Pointage quotidien : <strong>5 points</strong> ; le 7e jour consécutif, <strong>30 points</strong>.</li>
<li>Associer un authentificateur : 50 points, une fois.</li>
<li>Terminer la vérification d’identité (KYC) : 100 points, une fois.</li>
<li>Payer votre premier plan : 200 points, une fois.</li>
</ul>
<h2>Bon à savoir</h2>
<ol>
<li>Un jour manqué fait repartir la série de 7 jours à zéro.</li>
<li>Les points apparaissent dans <a href="/dashboard/points">Tableau de bord → Points</a> en quelques minutes.</li>
<li>Échangez-les contre des coupons sur la <a href="/points">page des points</a>.</li>
</ol>`,
      },
      ja: {
        title: 'タスクエリア新設：毎日のチェックインとタスクで FuFu ポイント',
        summary: '毎日チェックインして簡単なタスクをこなすと FuFu ポイントが貯まります。7 日連続でボーナスも。',
        body: `
<p><a href="/task">タスクエリア</a>をオープンしました。毎日のチェックインといくつかの簡単なタスクで FuFu ポイントを貯めましょう。</p>
<h2>タスクとポイント</h2>
<ul>
<li>毎日のチェックイン：<strong>5 ポイント</strong>。7 日連続の日は <strong>30 ポイント</strong>。</li>
<li>認証アプリの連携：50 ポイント（1 回のみ）</li>
<li>本人確認（KYC）の完了：100 ポイント（1 回のみ）</li>
<li>初回プランのお支払い：200 ポイント（1 回のみ）</li>
</ul>
<h2>ご注意</h2>
<ol>
<li>1 日でも抜けると、7 日連続のカウントは最初からになります。</li>
<li>ポイントは数分以内に<a href="/dashboard/points">ダッシュボード → ポイント</a>に反映されます。</li>
<li><a href="/points">ポイントページ</a>でクーポンと交換できます。</li>
</ol>`,
      },
      ko: {
        title: '미션 영역 오픈: 매일 출석 체크와 미션으로 FuFu 포인트 받기',
        summary: '매일 출석 체크하고 간단한 미션을 완료해 FuFu 포인트를 모으세요. 7일 연속 출석하면 보너스도 있습니다.',
        body: `
<p><a href="/task">미션 영역</a>이 열렸습니다. 매일 출석 체크와 몇 가지 간단한 미션으로 FuFu 포인트를 모으세요.</p>
<h2>미션과 포인트</h2>
<ul>
<li>매일 출석 체크: <strong>5포인트</strong>, 7일 연속 출석한 날은 <strong>30포인트</strong></li>
<li>인증 앱 연결: 50포인트(1회)</li>
<li>본인 인증(KYC) 완료: 100포인트(1회)</li>
<li>첫 플랜 결제: 200포인트(1회)</li>
</ul>
<h2>알아 두세요</h2>
<ol>
<li>하루라도 빠지면 7일 연속 기록이 처음부터 다시 시작됩니다.</li>
<li>포인트는 몇 분 안에 <a href="/dashboard/points">대시보드 → 포인트</a>에 표시됩니다.</li>
<li><a href="/points">포인트 페이지</a>에서 쿠폰으로 교환하세요.</li>
</ol>`,
      },
      hk: {
        title: '全新任務專區：每日簽到及任務賺取 FuFu 積分',
        summary: '每日簽到並完成簡單任務即可累積 FuFu 積分，連續簽到第 7 天更有額外獎勵。',
        body: `
<p><a href="/task">任務專區</a>現已開放：透過每日簽到及幾項簡單任務累積 FuFu 積分。</p>
<h2>任務與積分</h2>
<ul>
<li>每日簽到：<strong>5 積分</strong>；連續第 7 天：<strong>30 積分</strong>。</li>
<li>綁定驗證器：50 積分，限一次。</li>
<li>完成身份認證（KYC）：100 積分，限一次。</li>
<li>首個方案付款：200 積分，限一次。</li>
</ul>
<h2>注意事項</h2>
<ol>
<li>中斷一天，7 天連續簽到會重新計算。</li>
<li>積分會在數分鐘內顯示於<a href="/dashboard/points">控制台 → 積分</a>。</li>
<li>可在<a href="/points">積分頁面</a>兌換優惠券。</li>
</ol>`,
      },
      zh: {
        title: '全新任务专区：每日签到和任务赚取 FuFu 积分',
        summary: '每天签到并完成简单任务即可积累 FuFu 积分，连续签到第 7 天还有额外奖励。',
        body: `
<p><a href="/task">任务专区</a>现已开放：通过每日签到和几项简单任务积累 FuFu 积分。</p>
<h2>任务与积分</h2>
<ul>
<li>每日签到：<strong>5 积分</strong>；连续第 7 天：<strong>30 积分</strong>。</li>
<li>绑定验证器：50 积分，限一次。</li>
<li>完成身份认证（KYC）：100 积分，限一次。</li>
<li>首个套餐付款：200 积分，限一次。</li>
</ul>
<h2>注意事项</h2>
<ol>
<li>中断一天，7 天连续签到将重新计算。</li>
<li>积分会在几分钟内显示在<a href="/dashboard/points">控制台 → 积分</a>。</li>
<li>可在<a href="/points">积分页面</a>兑换优惠券。</li>
</ol>`,
      },
    },
  },
  {
    id: 16,
    category: 'maintenance',
    publishedAt: '2026-11-18T09:00:00Z',
    pinned: true,
    texts: {
      en: {
        title: 'Maintenance on 25 November 2026: cooling upgrade for S21 Pro 360 days',
        summary: 'From 00:00 to 08:00 UTC on 25 November 2026 (8 hours) the miners of S21 Pro 360 days stop while we replace their cooling units. Orders are extended by 8 hours.',
        body: `
<p>We are replacing the ventilation and evaporative cooling units of the hall that hosts the miners of S21 Pro 360 days. The new units move more air with less power and keep the miners at full hashrate through next summer.</p>
<h2>When</h2>
<p><strong>25 November 2026, 00:00–08:00 UTC</strong>, a window of <strong>8 hours</strong>. The miners are switched off during the works, then restarted and checked one row at a time.</p>
<h2>Affected plan</h2>
<ul>
<li>S21 Pro 360 days</li>
</ul>
<p>S21 Easy 180 days and all other plans run in other halls and are not affected.</p>
<h2>Compensation</h2>
<p>Every S21 Pro 360 days order is <strong>extended by 8 hours</strong>. What a plan guarantees is its 24-hour average hashrate: the output of 25 November will be about a third lower, and the 8 hours are delivered at the end of the term. The service fee is not charged for the hours the miners are off.</p>
<h3>Where to see it</h3>
<ol>
<li>Open <a href="/dashboard/hashrate">Dashboard → Hashrate</a>.</li>
<li>Select your S21 Pro 360 days order.</li>
<li>Its detail shows the maintenance window and the new end date.</li>
</ol>`,
      },
      de: {
        title: 'Wartung am 25. November 2026: neue Kühlung für S21 Pro 360 days',
        summary: 'Am 25. November 2026 von 00:00 bis 08:00 Uhr UTC (8 Stunden) stehen die Miner von S21 Pro 360 days still, während wir ihre Kühlanlagen ersetzen. Bestellungen verlängern sich um 8 Stunden.',
        body: `
<p>Wir ersetzen die Lüftungs- und Verdunstungskühlanlagen der Halle, in der die Miner von S21 Pro 360 days stehen. Die neuen Anlagen bewegen mehr Luft mit weniger Strom und halten die Miner auch im nächsten Sommer auf voller Hashrate.</p>
<h2>Wann</h2>
<p><strong>25. November 2026, 00:00–08:00 Uhr UTC</strong>, ein Zeitfenster von <strong>8 Stunden</strong>. Während der Arbeiten sind die Miner ausgeschaltet; danach werden sie Reihe für Reihe wieder gestartet und geprüft.</p>
<h2>Betroffener Plan</h2>
<ul>
<li>S21 Pro 360 days</li>
</ul>
<p>S21 Easy 180 days und alle anderen Pläne laufen in anderen Hallen und sind nicht betroffen.</p>
<h2>Ausgleich</h2>
<p>Jede Bestellung S21 Pro 360 days wird <strong>um 8 Stunden verlängert</strong>. Garantiert ist die durchschnittliche Hashrate über 24 Stunden: Der Ertrag des 25. November fällt etwa ein Drittel geringer aus, die 8 Stunden werden am Ende der Laufzeit nachgeliefert. Für die Stunden, in denen die Miner aus sind, wird keine Servicegebühr berechnet.</p>
<h3>Wo Sie es sehen</h3>
<ol>
<li>Öffnen Sie <a href="/dashboard/hashrate">Dashboard → Hashrate</a>.</li>
<li>Wählen Sie Ihre Bestellung S21 Pro 360 days aus.</li>
<li>Die Detailansicht zeigt das Wartungsfenster und das neue Enddatum.</li>
</ol>`,
      },
      es: {
        title: 'Mantenimiento el 25 de noviembre de 2026: nueva refrigeración para S21 Pro 360 days',
        summary: 'El 25 de noviembre de 2026, de 00:00 a 08:00 UTC (8 horas), los mineros de S21 Pro 360 days se detienen mientras sustituimos su refrigeración. Los pedidos se amplían 8 horas.',
        body: `
<p>Vamos a sustituir los equipos de ventilación y refrigeración evaporativa de la nave donde funcionan los mineros de S21 Pro 360 days. Los nuevos equipos mueven más aire con menos energía y mantendrán los mineros a plena tasa de hash también el próximo verano.</p>
<h2>Cuándo</h2>
<p><strong>25 de noviembre de 2026, de 00:00 a 08:00 UTC</strong>, una ventana de <strong>8 horas</strong>. Los mineros se apagan durante los trabajos y después se reinician y se comprueban fila a fila.</p>
<h2>Plan afectado</h2>
<ul>
<li>S21 Pro 360 days</li>
</ul>
<p>S21 Easy 180 days y el resto de planes funcionan en otras naves y no se ven afectados.</p>
<h2>Compensación</h2>
<p>Cada pedido S21 Pro 360 days se <strong>amplía 8 horas</strong>. Lo que garantiza un plan es su tasa de hash media de 24 horas: la producción del 25 de noviembre será aproximadamente un tercio menor y las 8 horas se entregan al final del plazo. La tarifa de servicio no se cobra por las horas en que los mineros están apagados.</p>
<h3>Dónde verlo</h3>
<ol>
<li>Abre <a href="/dashboard/hashrate">Panel → Tasa de hash</a>.</li>
<li>Selecciona tu pedido S21 Pro 360 days.</li>
<li>Su detalle muestra la ventana de mantenimiento y la nueva fecha de fin.</li>
</ol>`,
      },
      fr: {
        title: 'Maintenance le 25 novembre 2026 : nouveau refroidissement pour S21 Pro 360 days',
        summary: 'Le 25 novembre 2026, de 00 h 00 à 08 h 00 UTC (8 heures), les mineurs de S21 Pro 360 days s’arrêtent pendant le remplacement de leur refroidissement. Les commandes sont prolongées de 8 heures.',
        body: `
<p>Nous remplaçons les unités de ventilation et de refroidissement par évaporation de la salle qui héberge les mineurs de S21 Pro 360 days. Les nouvelles unités brassent plus d’air avec moins d’énergie et garderont les mineurs à pleine puissance l’été prochain aussi.</p>
<h2>Quand</h2>
<p><strong>25 novembre 2026, de 00 h 00 à 08 h 00 UTC</strong>, une fenêtre de <strong>8 heures</strong>. Les mineurs sont éteints pendant les travaux, puis redémarrés et contrôlés rangée par rangée.</p>
<h2>Plan concerné</h2>
<ul>
<li>S21 Pro 360 days</li>
</ul>
<p>S21 Easy 180 days et tous les autres plans tournent dans d’autres salles et ne sont pas concernés.</p>
<h2>Compensation</h2>
<p>Chaque commande S21 Pro 360 days est <strong>prolongée de 8 heures</strong>. Ce qu’un plan garantit, c’est sa puissance moyenne sur 24 heures : la production du 25 novembre sera inférieure d’environ un tiers et les 8 heures sont livrées en fin de contrat. Les frais de service ne sont pas facturés pour les heures où les mineurs sont éteints.</p>
<h3>Où le voir</h3>
<ol>
<li>Ouvrez <a href="/dashboard/hashrate">Tableau de bord → Puissance de hachage</a>.</li>
<li>Sélectionnez votre commande S21 Pro 360 days.</li>
<li>Son détail indique la fenêtre de maintenance et la nouvelle date de fin.</li>
</ol>`,
      },
      ja: {
        title: '2026年11月25日 メンテナンスのお知らせ：S21 Pro 360 days の冷却設備更新',
        summary: '2026年11月25日 00:00～08:00（UTC、8 時間）、冷却設備の交換のため S21 Pro 360 days のマイナーが停止します。注文は 8 時間延長されます。',
        body: `
<p>S21 Pro 360 days のマイナーを設置している建屋の換気設備と気化式冷却設備を交換します。新しい設備は少ない電力でより多くの空気を送り、来年の夏もマイナーをフルのハッシュレートで稼働させます。</p>
<h2>日時</h2>
<p><strong>2026年11月25日 00:00～08:00（UTC）</strong>、<strong>8 時間</strong>です。作業中はマイナーの電源を切り、終了後に 1 列ずつ再起動して点検します。</p>
<h2>対象プラン</h2>
<ul>
<li>S21 Pro 360 days</li>
</ul>
<p>S21 Easy 180 days をはじめ、その他のプランは別の建屋で稼働しており影響はありません。</p>
<h2>補償</h2>
<p>S21 Pro 360 days の注文はすべて <strong>8 時間延長</strong>されます。プランが保証するのは 24 時間平均のハッシュレートです。11月25日の産出量は約 3 分の 1 少なくなりますが、その 8 時間分は期間の最後に提供されます。マイナーが停止している時間のサービス料金はかかりません。</p>
<h3>確認方法</h3>
<ol>
<li><a href="/dashboard/hashrate">ダッシュボード → ハッシュレート</a>を開きます。</li>
<li>S21 Pro 360 days の注文を選びます。</li>
<li>注文の詳細にメンテナンス時間と新しい終了日が表示されます。</li>
</ol>`,
      },
      ko: {
        title: '2026년 11월 25일 점검 안내: S21 Pro 360 days 냉각 설비 교체',
        summary: '2026년 11월 25일 00:00~08:00(UTC, 8시간) 냉각 설비 교체로 S21 Pro 360 days 채굴기가 중단됩니다. 주문은 8시간 연장됩니다.',
        body: `
<p>S21 Pro 360 days 채굴기가 있는 건물의 환기 설비와 증발식 냉각 설비를 교체합니다. 새 설비는 더 적은 전력으로 더 많은 공기를 보내, 내년 여름에도 채굴기가 전체 해시레이트로 운영되도록 합니다.</p>
<h2>일시</h2>
<p><strong>2026년 11월 25일 00:00~08:00(UTC)</strong>, 총 <strong>8시간</strong>입니다. 작업 중에는 채굴기 전원을 끄고, 작업이 끝나면 한 줄씩 다시 켜서 점검합니다.</p>
<h2>대상 플랜</h2>
<ul>
<li>S21 Pro 360 days</li>
</ul>
<p>S21 Easy 180 days를 비롯한 다른 플랜은 다른 건물에서 운영되어 영향이 없습니다.</p>
<h2>보상</h2>
<p>S21 Pro 360 days 주문은 모두 <strong>8시간 연장</strong>됩니다. 플랜이 보장하는 것은 24시간 평균 해시레이트입니다. 11월 25일 채굴량은 약 3분의 1 줄어들지만, 그 8시간은 기간 끝에 제공됩니다. 채굴기가 꺼져 있는 시간에는 서비스 요금이 부과되지 않습니다.</p>
<h3>확인 방법</h3>
<ol>
<li><a href="/dashboard/hashrate">대시보드 → 해시레이트</a>를 엽니다.</li>
<li>S21 Pro 360 days 주문을 선택합니다.</li>
<li>주문 상세에 점검 시간과 새 종료일이 표시됩니다.</li>
</ol>`,
      },
      hk: {
        title: '2026年11月25日維護通知：S21 Pro 360 days 散熱設備更新',
        summary: '2026年11月25日 00:00 至 08:00（UTC，共 8 小時），更換散熱設備期間 S21 Pro 360 days 的礦機將暫停運行。訂單將延長 8 小時。',
        body: `
<p>我們將更換 S21 Pro 360 days 礦機所在廠房的通風及蒸發式冷卻設備。新設備以更少電力輸送更多空氣，確保礦機明年夏天亦能以全算力運行。</p>
<h2>時間</h2>
<p><strong>2026年11月25日 00:00 至 08:00（UTC）</strong>，共 <strong>8 小時</strong>。工程期間礦機會關機，完成後逐排重新啟動及檢查。</p>
<h2>受影響方案</h2>
<ul>
<li>S21 Pro 360 days</li>
</ul>
<p>S21 Easy 180 days 及其他所有方案在其他廠房運行，不受影響。</p>
<h2>補償</h2>
<p>所有 S21 Pro 360 days 訂單將<strong>延長 8 小時</strong>。方案保證的是 24 小時平均算力：11月25日的產出會減少約三分之一，這 8 小時會在週期結束時補回。礦機關機期間不收取服務費。</p>
<h3>查看位置</h3>
<ol>
<li>打開<a href="/dashboard/hashrate">控制台 → 算力</a>。</li>
<li>選擇您的 S21 Pro 360 days 訂單。</li>
<li>訂單詳情會顯示維護時段及新的結束日期。</li>
</ol>`,
      },
      zh: {
        title: '2026年11月25日维护通知：S21 Pro 360 days 散热设备升级',
        summary: '2026年11月25日 00:00 至 08:00（UTC，共 8 小时），更换散热设备期间 S21 Pro 360 days 的矿机将暂停运行。订单将延长 8 小时。',
        body: `
<p>我们将更换 S21 Pro 360 days 矿机所在厂房的通风和蒸发式冷却设备。新设备用更少的电输送更多的空气，确保矿机明年夏天也能以全算力运行。</p>
<h2>时间</h2>
<p><strong>2026年11月25日 00:00 至 08:00（UTC）</strong>，共 <strong>8 小时</strong>。施工期间矿机关机，结束后逐排重启并检查。</p>
<h2>受影响套餐</h2>
<ul>
<li>S21 Pro 360 days</li>
</ul>
<p>S21 Easy 180 days 及其他所有套餐在其他厂房运行，不受影响。</p>
<h2>补偿</h2>
<p>所有 S21 Pro 360 days 订单将<strong>延长 8 小时</strong>。套餐保证的是 24 小时平均算力：11月25日的产出将减少约三分之一，这 8 小时将在周期结束时补足。矿机关机期间不收取服务费。</p>
<h3>查看位置</h3>
<ol>
<li>打开<a href="/dashboard/hashrate">控制台 → 算力</a>。</li>
<li>选择您的 S21 Pro 360 days 订单。</li>
<li>订单详情会显示维护时段和新的结束日期。</li>
</ol>`,
      },
    },
  },
  {
    id: 17,
    category: 'announcement',
    publishedAt: '2027-01-15T08:00:00Z',
    pinned: false,
    texts: {
      en: {
        title: 'Lunar New Year 2027: support hours and withdrawals',
        summary: 'Mining and daily payouts continue as usual over Lunar New Year. From 5 to 11 February 2027, withdrawal reviews may take up to 24 hours.',
        body: `
<p>Lunar New Year falls on <strong>6 February 2027</strong>. Here is how our service runs over the holiday.</p>
<h2>What stays the same</h2>
<ul>
<li>All miners keep running and the daily output is settled as usual.</li>
<li>The chat on the site and in the app stays open around the clock.</li>
</ul>
<h2>What changes from 5 to 11 February 2027</h2>
<ul>
<li>Withdrawals that need a manual review may take up to <strong>24 hours</strong> instead of the usual 2.</li>
<li>Identity verification (KYC) reviews may take up to 3 working days.</li>
</ul>
<p>If you need a withdrawal before the holiday, request it early. Your withdrawals are listed under <a href="/dashboard/wallet/history">Dashboard → Wallet → History</a>.</p>`,
      },
      de: {
        title: 'Mondneujahr 2027: Support-Zeiten und Auszahlungen',
        summary: 'Mining und tägliche Auszahlungen laufen über das Mondneujahr normal weiter. Vom 5. bis 11. Februar 2027 kann die Prüfung von Auszahlungen bis zu 24 Stunden dauern.',
        body: `
<p>Das Mondneujahr fällt auf den <strong>6. Februar 2027</strong>. So läuft unser Service über die Feiertage.</p>
<h2>Was gleich bleibt</h2>
<ul>
<li>Alle Miner laufen weiter, der tägliche Ertrag wird wie gewohnt abgerechnet.</li>
<li>Der Chat auf der Website und in der App ist rund um die Uhr erreichbar.</li>
</ul>
<h2>Was sich vom 5. bis 11. Februar 2027 ändert</h2>
<ul>
<li>Auszahlungen, die manuell geprüft werden, können bis zu <strong>24 Stunden</strong> statt der üblichen 2 dauern.</li>
<li>Die Prüfung der Identitätsverifizierung (KYC) kann bis zu 3 Werktage dauern.</li>
</ul>
<p>Brauchen Sie eine Auszahlung vor den Feiertagen, beantragen Sie sie frühzeitig. Ihre Auszahlungen finden Sie unter <a href="/dashboard/wallet/history">Dashboard → Wallet → Verlauf</a>.</p>`,
      },
      es: {
        title: 'Año Nuevo Lunar 2027: horario de soporte y retiros',
        summary: 'La minería y los pagos diarios siguen con normalidad durante el Año Nuevo Lunar. Del 5 al 11 de febrero de 2027, la revisión de retiros puede tardar hasta 24 horas.',
        body: `
<p>El Año Nuevo Lunar cae el <strong>6 de febrero de 2027</strong>. Así funcionará nuestro servicio durante las fiestas.</p>
<h2>Lo que no cambia</h2>
<ul>
<li>Todos los mineros siguen funcionando y la producción diaria se liquida como siempre.</li>
<li>El chat de la web y de la app sigue abierto las 24 horas.</li>
</ul>
<h2>Lo que cambia del 5 al 11 de febrero de 2027</h2>
<ul>
<li>Los retiros que necesitan revisión manual pueden tardar hasta <strong>24 horas</strong> en lugar de las 2 habituales.</li>
<li>La revisión de la verificación de identidad (KYC) puede tardar hasta 3 días hábiles.</li>
</ul>
<p>Si necesitas un retiro antes de las fiestas, solicítalo con antelación. Tus retiros aparecen en <a href="/dashboard/wallet/history">Panel → Billetera → Historial</a>.</p>`,
      },
      fr: {
        title: 'Nouvel An lunaire 2027 : horaires de l’assistance et retraits',
        summary: 'Le minage et les versements quotidiens continuent normalement pendant le Nouvel An lunaire. Du 5 au 11 février 2027, l’examen des retraits peut prendre jusqu’à 24 heures.',
        body: `
<p>Le Nouvel An lunaire tombe le <strong>6 février 2027</strong>. Voici comment notre service fonctionne pendant les fêtes.</p>
<h2>Ce qui ne change pas</h2>
<ul>
<li>Tous les mineurs continuent de tourner et la production quotidienne est réglée comme d’habitude.</li>
<li>Le chat du site et de l’application reste ouvert jour et nuit.</li>
</ul>
<h2>Ce qui change du 5 au 11 février 2027</h2>
<ul>
<li>Les retraits soumis à un examen manuel peuvent prendre jusqu’à <strong>24 heures</strong> au lieu de 2 habituellement.</li>
<li>L’examen de la vérification d’identité (KYC) peut prendre jusqu’à 3 jours ouvrés.</li>
</ul>
<p>Si vous avez besoin d’un retrait avant les fêtes, demandez-le à l’avance. Vos retraits figurent dans <a href="/dashboard/wallet/history">Tableau de bord → Portefeuille → Historique</a>.</p>`,
      },
      ja: {
        title: '2027年旧正月期間のサポートと出金について',
        summary: '旧正月期間中もマイニングと毎日の支払いは通常どおり行います。2027年2月5日から11日までは、出金の審査に最大 24 時間かかる場合があります。',
        body: `
<p>2027年の旧正月は<strong>2月6日</strong>です。期間中のサービスについてお知らせします。</p>
<h2>通常どおりのもの</h2>
<ul>
<li>すべてのマイナーは稼働を続け、日々の産出も通常どおり精算します。</li>
<li>サイトとアプリのチャットは 24 時間ご利用いただけます。</li>
</ul>
<h2>2027年2月5日～11日に変わること</h2>
<ul>
<li>手動審査が必要な出金は、通常の 2 時間ではなく最大 <strong>24 時間</strong>かかる場合があります。</li>
<li>本人確認（KYC）の審査には最大 3 営業日かかる場合があります。</li>
</ul>
<p>休暇前に出金が必要な方は、お早めに申請してください。出金の履歴は<a href="/dashboard/wallet/history">ダッシュボード → ウォレット → 履歴</a>でご確認いただけます。</p>`,
      },
      ko: {
        title: '2027년 설 연휴 고객지원 및 출금 안내',
        summary: '설 연휴에도 채굴과 일일 지급은 평소대로 진행됩니다. 2027년 2월 5일부터 11일까지는 출금 검토에 최대 24시간이 걸릴 수 있습니다.',
        body: `
<p>2027년 설날은 <strong>2월 6일</strong>입니다. 연휴 기간의 서비스 운영을 안내해 드립니다.</p>
<h2>평소와 같은 점</h2>
<ul>
<li>모든 채굴기는 계속 운영되며 일일 채굴량도 평소처럼 정산됩니다.</li>
<li>사이트와 앱의 채팅 상담은 24시간 운영됩니다.</li>
</ul>
<h2>2027년 2월 5일~11일에 달라지는 점</h2>
<ul>
<li>수동 검토가 필요한 출금은 평소 2시간이 아닌 최대 <strong>24시간</strong>이 걸릴 수 있습니다.</li>
<li>본인 인증(KYC) 검토는 최대 3영업일이 걸릴 수 있습니다.</li>
</ul>
<p>연휴 전에 출금이 필요하다면 미리 신청하세요. 출금 내역은 <a href="/dashboard/wallet/history">대시보드 → 지갑 → 내역</a>에서 확인할 수 있습니다.</p>`,
      },
      hk: {
        title: '2027年農曆新年客服時間及提現安排',
        summary: '農曆新年期間挖礦及每日派發照常進行。2027年2月5日至11日，提現審核或需最多 24 小時。',
        body: `
<p>2027年農曆新年為 <strong>2月6日</strong>。以下是假期期間的服務安排。</p>
<h2>照常運作</h2>
<ul>
<li>所有礦機繼續運行，每日產出照常結算。</li>
<li>網站及 App 內的線上客服全日 24 小時開放。</li>
</ul>
<h2>2027年2月5日至11日的變動</h2>
<ul>
<li>需人工審核的提現，可能需時最多 <strong>24 小時</strong>，而非平日的 2 小時。</li>
<li>身份認證（KYC）審核可能需時最多 3 個工作天。</li>
</ul>
<p>如需在假期前提現，請提早申請。提現記錄可在<a href="/dashboard/wallet/history">控制台 → 錢包 → 記錄</a>查看。</p>`,
      },
      zh: {
        title: '2027年春节客服时间及提现安排',
        summary: '春节期间挖矿和每日发放照常进行。2027年2月5日至11日，提现审核最长可能需要 24 小时。',
        body: `
<p>2027年春节为 <strong>2月6日</strong>。以下是假期期间的服务安排。</p>
<h2>照常运行</h2>
<ul>
<li>所有矿机持续运行，每日产出照常结算。</li>
<li>网站和 App 内的在线客服 24 小时开放。</li>
</ul>
<h2>2027年2月5日至11日的变化</h2>
<ul>
<li>需要人工审核的提现，最长可能需要 <strong>24 小时</strong>，而不是平时的 2 小时。</li>
<li>身份认证（KYC）审核最长可能需要 3 个工作日。</li>
</ul>
<p>如需在假期前提现，请尽早申请。提现记录可在<a href="/dashboard/wallet/history">控制台 → 钱包 → 记录</a>查看。</p>`,
      },
    },
  },
];
