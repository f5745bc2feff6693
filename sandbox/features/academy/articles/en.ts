import type { AcademyTexts } from './index.ts';

/** The academy in English (the source the other languages translate). */
export const EN: AcademyTexts = {
  'what-is-bitcoin-mining': {
    title: 'What is bitcoin mining?',
    summary:
      'How new blocks are found, why miners are paid, and what a hash has to do with it: bitcoin mining from first principles.',
    body: `
<p>Bitcoin has no central bank and no company keeping its ledger. Instead, thousands of computers called <strong>miners</strong> compete to add the next page of transactions, a <em>block</em>, to the shared ledger, the blockchain. The winner is paid in new bitcoin plus the fees of the transactions it included. This article explains how that competition works.</p>
<h2>Blocks and the ledger</h2>
<p>Every block bundles a few thousand transactions and points to the block before it, so the chain can only be rewritten by redoing all the work stacked on top. A new block is found about every <strong>10 minutes</strong> on average, which makes about 144 blocks a day.</p>
<h2>Proof of work: guessing a number</h2>
<p>To propose a block, a miner has to find a block header whose SHA-256 double hash is below a <strong>target</strong> set by the network. There is no shortcut: the miner changes a small field (the nonce) and hashes again, trillions of times a second. Each attempt is a <em>hash</em>, and the number of attempts per second is the <strong>hashrate</strong>. Checking a winning answer takes one hash, so every node can verify the work instantly.</p>
<h2>What a miner earns</h2>
<ul>
<li><strong>The block subsidy:</strong> new bitcoin created with the block. Since the halving of April 2024 it is <strong>3.125 BTC</strong> per block; it halves every 210,000 blocks, roughly every four years, until the 21 million cap is reached.</li>
<li><strong>Transaction fees:</strong> what users pay to be included, usually a few percent of the subsidy.</li>
</ul>
<p>A miner's expected share of the rewards equals its share of the network's hashrate. A machine with one millionth of the network's hashrate finds, on average, one millionth of the blocks.</p>
<h2>Why difficulty matters</h2>
<p>When more machines join, blocks would come faster. Every <strong>2016 blocks</strong> (about two weeks) the network resets the target so that blocks again take 10 minutes on average. This is the <strong>difficulty adjustment</strong>: more hashrate on the network means less bitcoin for each terahash.</p>
<h2>Pools and cloud mining</h2>
<p>A single miner might wait years to find a block alone, so miners join <strong>pools</strong> that share the rewards by the work each one contributes, and pay out daily. Cloud mining goes one step further: you rent hashrate on machines a company runs in its farms, and the output of that hashrate is paid to you. Read <a href="/topic/what-is-bitcoin-cloud-mining">what bitcoin cloud mining is</a> or try the <a href="/calculator">calculator</a> to see what a given hashrate earns today.</p>`,
  },
  'cloud-mining-vs-home-mining': {
    title: 'Cloud mining or your own miner?',
    summary:
      'Buying an ASIC and running it yourself versus renting hashrate: costs, effort, risks and who each option suits.',
    body: `
<p>There are two ways to earn bitcoin from mining without building a farm: buy a miner and run it yourself, or rent hashrate from a company that runs the machines. Both are exposed to the same network economics; they differ in cost structure, effort and risk.</p>
<h2>Running your own miner</h2>
<ul>
<li><strong>Upfront cost:</strong> a current-generation ASIC such as an Antminer S21 costs a few thousand dollars, plus power supply, network and shipping.</li>
<li><strong>Power:</strong> an S21 draws about 3,500 W around the clock. At home electricity prices of $0.20–0.30 per kWh, power alone usually costs more than the bitcoin it mines; miners only pay off with industrial power at a few cents per kWh.</li>
<li><strong>Noise and heat:</strong> 75 dB or more, and 3.5 kW of heat: not something for a living room.</li>
<li><strong>Maintenance:</strong> fans, hashboards and power supplies fail; repairs and downtime are yours.</li>
<li><strong>Resale:</strong> you own the machine and can sell it, though miners lose value quickly as more efficient models appear.</li>
</ul>
<h2>Renting hashrate (cloud mining)</h2>
<ul>
<li><strong>Upfront cost:</strong> a hashrate fee for a fixed term, from small amounts, with no hardware to buy.</li>
<li><strong>Running cost:</strong> a daily service fee covering electricity and upkeep at the farm's industrial rate.</li>
<li><strong>Effort:</strong> none on site; the provider hosts, cools and repairs the machines.</li>
<li><strong>Transparency:</strong> a good provider shows the delivered hashrate, the pool and the daily settlement so you can check what you are paid.</li>
<li><strong>Counterparty risk:</strong> you rely on the provider to keep running and paying out; choose one you can verify.</li>
</ul>
<h2>Side by side</h2>
<table>
<thead><tr><th></th><th>Own miner</th><th>Cloud mining</th></tr></thead>
<tbody>
<tr><td>Entry cost</td><td>High (hardware)</td><td>Low (hashrate fee)</td></tr>
<tr><td>Electricity price</td><td>Yours (often retail)</td><td>Industrial, in the service fee</td></tr>
<tr><td>Work</td><td>Setup, cooling, repairs</td><td>None</td></tr>
<tr><td>Term</td><td>Until you sell or it breaks</td><td>Fixed term per plan</td></tr>
<tr><td>Main risk</td><td>Power cost, breakdowns</td><td>Provider reliability</td></tr>
</tbody>
</table>
<h2>Which suits you?</h2>
<p>If you have access to cheap power, space and the skills to maintain machines, your own miner can be cheaper per terahash over its life. If you do not, renting lets you mine at industrial power prices without the hardware risk. Either way the output falls when difficulty rises, so no honest offer can guarantee a profit. Compare the two with your own figures in the <a href="/calculator">calculator</a>.</p>`,
  },
  'bitcoin-halving-2024': {
    title: 'The 2024 halving: what 3.125 BTC per block means',
    summary:
      'On 20 April 2024, at block 840,000, the block subsidy fell from 6.25 to 3.125 BTC. What changed for miners and what comes next.',
    body: `
<p>Bitcoin's supply follows a fixed schedule written into its code: every <strong>210,000 blocks</strong> the subsidy paid to the miner of a block is cut in half. This event, the <strong>halving</strong>, happens about every four years. The fourth halving took place on <strong>20 April 2024</strong> at block <strong>840,000</strong>.</p>
<h2>The schedule so far</h2>
<table>
<thead><tr><th>Year</th><th>Block</th><th>Subsidy per block</th></tr></thead>
<tbody>
<tr><td>2009</td><td>0</td><td>50 BTC</td></tr>
<tr><td>2012</td><td>210,000</td><td>25 BTC</td></tr>
<tr><td>2016</td><td>420,000</td><td>12.5 BTC</td></tr>
<tr><td>2020</td><td>630,000</td><td>6.25 BTC</td></tr>
<tr><td>2024</td><td>840,000</td><td>3.125 BTC</td></tr>
<tr><td>about 2028</td><td>1,050,000</td><td>1.5625 BTC</td></tr>
</tbody>
</table>
<p>Halvings continue until the subsidy rounds down to zero around the year 2140, when the total supply reaches just under 21 million BTC.</p>
<h2>What it did to miners</h2>
<p>Overnight, every terahash earned half as much new bitcoin. With about 144 blocks a day, the network's daily issuance fell from 900 to <strong>450 BTC</strong>. Miners whose machines were barely profitable before the halving, typically older models above 30 J/T on average-priced power, were pushed below breakeven and switched off or moved to cheaper power. Efficient machines such as the Antminer S21 (17.5 J/T) became the norm.</p>
<h2>Fees and price</h2>
<p>The subsidy is only part of the reward: transaction fees are added on top and rise when the network is busy. Over the long run, the bitcoin price matters more than anything else; a halving halves the coins, not necessarily the dollars. Nobody can promise what the price will do, which is why every estimate on this site uses today's price and says so.</p>
<h2>What it means for your plan</h2>
<p>All output estimates on this site already use <strong>3.125 BTC</strong> per block plus the day's average fees. A plan that runs across the next halving (expected in 2028) would earn half the subsidy after it. Check the figures in the <a href="/calculator">calculator</a>, which shows the block reward it uses as an input.</p>`,
  },
  'hashrate-units-explained': {
    title: 'Hashrate units: from TH/s to EH/s',
    summary: 'What a terahash is, how the units relate, and how to read a miner\u2019s or the network\u2019s hashrate.',
    body: `
<p><strong>Hashrate</strong> is the number of SHA-256 hashes a miner computes per second. Every hash is one guess at a valid block, so hashrate is the size of your ticket in the mining lottery. Because the numbers are enormous, they are written with SI prefixes.</p>
<h2>The units</h2>
<table>
<thead><tr><th>Unit</th><th>Hashes per second</th><th>Typical use</th></tr></thead>
<tbody>
<tr><td>TH/s (terahash)</td><td>10<sup>12</sup></td><td>One miner: an Antminer S21 does about 200 TH/s</td></tr>
<tr><td>PH/s (petahash)</td><td>10<sup>15</sup> = 1,000 TH/s</td><td>A container or a large pool account</td></tr>
<tr><td>EH/s (exahash)</td><td>10<sup>18</sup> = 1,000 PH/s</td><td>A mining company or a pool</td></tr>
<tr><td>ZH/s (zettahash)</td><td>10<sup>21</sup> = 1,000 EH/s</td><td>The whole network, which approached 1 ZH/s in 2025</td></tr>
</tbody>
</table>
<h2>From hashrate to expected output</h2>
<p>Finding a block takes on average <em>difficulty × 2<sup>32</sup></em> hashes. So one TH/s running for a day is expected to earn:</p>
<p><code>10<sup>12</sup> × 86,400 × (block reward + fees) ÷ (difficulty × 2<sup>32</sup>)</code></p>
<p>At a difficulty of 120 T and 3.125 BTC per block, that is about 0.00000052 BTC per TH/s per day, or roughly 0.0001 BTC a day for a 200 TH/s miner. The output is proportional: double the hashrate, double the expected bitcoin.</p>
<h2>Reported, nominal and delivered hashrate</h2>
<ul>
<li><strong>Nominal</strong> hashrate is the manufacturer's rating of a model.</li>
<li><strong>Reported</strong> (local) hashrate is what the miner computes itself.</li>
<li><strong>Pool-side</strong> hashrate is estimated by the pool from the shares it receives; this is what earns. Over short windows it swings because shares are random, so judge it by the <strong>24-hour average</strong>.</li>
</ul>
<h2>Network hashrate</h2>
<p>Nobody measures the whole network directly: its hashrate is estimated from how fast blocks arrive at the current difficulty. A single day's figure is noisy; use a 7-day average to follow the trend. See today's figures in the <a href="/calculator">calculator</a>.</p>`,
  },
  'difficulty-adjustment-explained': {
    title: 'How the difficulty adjustment works',
    summary:
      'Every 2016 blocks bitcoin retunes how hard mining is, so blocks keep coming every 10 minutes. What that means for your output.',
    body: `
<p>Bitcoin aims for one block every <strong>10 minutes</strong>. Since miners join and leave all the time, the protocol retunes the mining <strong>difficulty</strong> regularly so that the pace stays the same however much hashrate is working on it.</p>
<h2>Every 2016 blocks</h2>
<p>After every <strong>2016 blocks</strong>, which is two weeks when blocks come on time, every node compares how long those blocks actually took with the intended 20,160 minutes. If they came faster, difficulty rises by the same proportion; if slower, it falls. One adjustment can change the difficulty by at most a factor of four either way.</p>
<p>Example: if the last 2016 blocks took 13 days instead of 14, the new difficulty is 14 ÷ 13 ≈ 1.077 times the old one, a rise of about 7.7%.</p>
<h2>What difficulty means in numbers</h2>
<p>Difficulty is a plain number: a block takes on average <em>difficulty × 2<sup>32</sup></em> hashes to find. At a difficulty of 120 T (1.2 × 10<sup>14</sup>) that is about 5 × 10<sup>23</sup> hashes, and the network hashrate it implies is that number divided by 600 seconds: roughly 860 EH/s.</p>
<h2>Why your output changes</h2>
<p>Your expected output per TH/s is inversely proportional to difficulty. When difficulty rises 5%, each terahash earns about 4.8% less bitcoin; when it falls, each terahash earns more. Over the past years difficulty has mostly risen as more efficient machines were switched on, with falls after halvings and when power became expensive in mining regions.</p>
<h2>Planning with difficulty</h2>
<ul>
<li>Any estimate is based on <strong>today's</strong> difficulty and says so: it is not a forecast.</li>
<li>For a long plan, assume difficulty will rise over its term and check the result with a higher difficulty in the <a href="/calculator">calculator</a>.</li>
<li>Your daily settlement follows the difficulty of each day, so you will see the effect of each retarget in your output history.</li>
</ul>`,
  },
  'asic-efficiency-j-per-th': {
    title: 'Miner efficiency: what J/T means',
    summary:
      'Joules per terahash is the figure that decides whether a miner earns more than its electricity. How to read it and compare models.',
    body: `
<p>A bitcoin miner turns electricity into hashes. Its <strong>efficiency</strong> is how much energy each terahash costs, measured in <strong>joules per terahash (J/T)</strong>. Lower is better.</p>
<h2>From J/T to watts</h2>
<p>Because a watt is one joule per second, power draw is simply hashrate × efficiency:</p>
<p><code>power (W) = hashrate (TH/s) × efficiency (J/T)</code></p>
<p>An Antminer S21 at 200 TH/s and 17.5 J/T draws 200 × 17.5 = <strong>3,500 W</strong>. Over a day that is 3.5 kW × 24 h = 84 kWh; at $0.06 per kWh the electricity costs $5.04 a day.</p>
<h2>Current models</h2>
<table>
<thead><tr><th>Model</th><th>Hashrate</th><th>Efficiency</th><th>Power</th></tr></thead>
<tbody>
<tr><td>Antminer S19 Pro</td><td>110 TH/s</td><td>29.5 J/T</td><td>about 3,250 W</td></tr>
<tr><td>Antminer S19 XP</td><td>140 TH/s</td><td>21.5 J/T</td><td>about 3,010 W</td></tr>
<tr><td>Antminer S21</td><td>200 TH/s</td><td>17.5 J/T</td><td>3,500 W</td></tr>
<tr><td>Antminer S21 XP</td><td>270 TH/s</td><td>13.5 J/T</td><td>about 3,645 W</td></tr>
</tbody>
</table>
<h2>Why efficiency decides profitability</h2>
<p>All miners earn the same bitcoin per terahash; they differ in what each terahash costs to run. Power cost per TH/s per day is <em>J/T × 24 ÷ 1000 × price per kWh</em>. At $0.06 per kWh, an S19 Pro spends about $0.042 per TH/s per day and an S21 XP about $0.019. When the revenue per TH/s falls, after a halving or a difficulty rise, the less efficient machine reaches its <strong>shutdown point</strong> first.</p>
<h2>What affects efficiency in practice</h2>
<ul>
<li><strong>Temperature:</strong> hot intake air makes fans spin faster and chips run less efficiently.</li>
<li><strong>Firmware tuning:</strong> underclocking lowers J/T at the price of some hashrate; overclocking does the opposite.</li>
<li><strong>Power supply losses:</strong> the figure at the wall is a few percent above the chips' figure.</li>
</ul>
<p>Our plans list the miner model and its J/T so you can see what your service fee pays for. Try different efficiencies in the <a href="/calculator">calculator</a>.</p>`,
  },
  'miner-cooling-and-uptime': {
    title: 'Cooling and uptime: keeping miners hashing',
    summary:
      'Air, hydro and immersion cooling, what uptime means for your output, and why outages are compensated by extending the plan.',
    body: `
<p>Every watt a miner draws becomes heat. A farm of a thousand S21s must remove 3.5 MW of heat day and night, and the way it does so affects efficiency, hardware life and <strong>uptime</strong>, the share of time the machines actually hash.</p>
<h2>Three ways to cool</h2>
<ul>
<li><strong>Air cooling:</strong> the miner's own fans pull outside air through the hashboards. It is cheap and simple, but dust, humidity and hot summers reduce performance and shorten hardware life.</li>
<li><strong>Hydro (water) cooling:</strong> cold plates carry heat away in a water loop. Hydro models run denser and quieter and allow higher hashrate per machine.</li>
<li><strong>Immersion cooling:</strong> miners sit in a dielectric fluid that absorbs heat evenly. Chips run cooler and steadier, which allows careful overclocking and protects against dust.</li>
</ul>
<h2>What uptime means for you</h2>
<p>Output is proportional to the time the hashrate runs. At 98% uptime a 100 TH/s plan delivers on average 98 TH/s over a day. Downtime comes from planned maintenance, power curtailment in grids under stress, network outages and hardware failures.</p>
<h2>How we handle outages</h2>
<ul>
<li>Planned maintenance is announced in the <a href="/news">news</a> with the affected plans and its duration.</li>
<li>The hashrate you are guaranteed is the <strong>24-hour average</strong>; short dips within a day are normal.</li>
<li>Time lost to an outage on our side is <strong>compensated by extending the plan</strong> by the lost time, so you still receive the full term of mining.</li>
<li>Days on which the service fee is unpaid are not compensated: keep your balance or auto-deduct on.</li>
</ul>
<h2>Hardware wear</h2>
<p>Fans and power supplies are the parts that fail most often; hashboards degrade with heat cycles. Farms keep spare parts and repair teams on site so that a failed miner is swapped rather than waited for. When comparing providers, ask how they report uptime and what happens to your plan during outages.</p>`,
  },
  'pool-payouts-fpps-pplns': {
    title: 'Pool payouts explained: FPPS and PPLNS',
    summary:
      'How mining pools share rewards: pay-per-share with fees (FPPS) versus pay-per-last-N-shares (PPLNS), their fees and their variance.',
    body: `
<p>A mining pool combines the hashrate of many miners so that blocks are found regularly, then divides the rewards. The <strong>payout method</strong> decides who carries the luck of finding blocks: you or the pool.</p>
<h2>Shares: how pools count work</h2>
<p>Pools give miners an easier target than the network's. Each hash that meets it is a <strong>share</strong>. Shares prove how much work you did; occasionally one also meets the network target and becomes a block. Your share of the pool's shares is your share of the work.</p>
<h2>FPPS: full pay per share</h2>
<p>Under <strong>FPPS</strong> the pool pays a fixed amount for every valid share, based on the <em>expected</em> block subsidy <em>and</em> the expected transaction fees at the current difficulty, whether or not the pool finds blocks. You get a steady income; the pool carries the variance and charges a higher fee for it, typically 2–4%.</p>
<h2>PPLNS: pay per last N shares</h2>
<p>Under <strong>PPLNS</strong> you are paid only when the pool actually finds a block, in proportion to your shares among the last N shares before it. The fee is lower, often 0–2%, but income swings with the pool's luck: a lucky week pays more than expected, an unlucky one less. Over many months the average approaches the expected value.</p>
<h2>Comparing them</h2>
<table>
<thead><tr><th></th><th>FPPS</th><th>PPLNS</th></tr></thead>
<tbody>
<tr><td>Paid for</td><td>Every share</td><td>Blocks the pool finds</td></tr>
<tr><td>Fees included</td><td>Expected fees</td><td>Actual fees of found blocks</td></tr>
<tr><td>Variance</td><td>Carried by the pool</td><td>Carried by you</td></tr>
<tr><td>Typical pool fee</td><td>Higher</td><td>Lower</td></tr>
<tr><td>Suits</td><td>Steady daily income</td><td>Long-term, patient miners</td></tr>
</tbody>
</table>
<h2>Thresholds and settlement</h2>
<p>Pools settle earnings once a day, per UTC day, and send them when the balance passes a <strong>payout threshold</strong> (ours is 0.005 BTC) to keep on-chain fees small. See the fees and the threshold on the <a href="/pool">pool page</a>.</p>`,
  },
  'hashprice-and-breakeven': {
    title: 'Hashprice, breakeven and shutdown price',
    summary:
      'The figures miners use to decide whether mining pays: revenue per terahash per day, breakeven days and the price at which a miner stops.',
    body: `
<p>Whether mining pays comes down to a simple comparison: what one terahash earns in a day against what it costs to run. Miners use a handful of figures to keep track of it.</p>
<h2>Hashprice</h2>
<p><strong>Hashprice</strong> is the expected revenue of a unit of hashrate per day, usually in US dollars per PH/s per day:</p>
<p><code>hashprice = BTC per TH/s per day × BTC price × 1000</code></p>
<p>At a difficulty of 120 T, 3.125 BTC per block plus about 0.02 BTC of fees and a price of $95,000, one TH/s earns about 0.00000053 BTC, so hashprice is about $50 per PH/s per day. Hashprice falls when difficulty rises or at a halving, and rises with the bitcoin price and with fees.</p>
<h2>Cost per terahash</h2>
<p>For your own miner the daily cost per TH/s is mostly electricity: <em>efficiency (J/T) × 24 ÷ 1000 × price per kWh</em>. For a cloud plan it is the <strong>service fee</strong> per TH/s per day, plus the <strong>hashrate fee</strong> paid upfront spread over the term, plus the pool fee taken from output.</p>
<h2>Breakeven</h2>
<p>The <strong>static breakeven</strong> of a plan is the number of days after which the net output (output minus service fee, at today's figures) has paid back the hashrate fee:</p>
<p><code>breakeven days = hashrate fee ÷ (daily output in USD − daily service fee)</code></p>
<p>If breakeven is longer than the plan's term, the plan would not pay back at today's figures. The estimate is "static" because it holds difficulty and price constant; in reality both move.</p>
<h2>Shutdown price</h2>
<p>The <strong>shutdown price</strong> is the bitcoin price at which a day's output is worth exactly the day's running cost. Below it, mining loses money every day, whatever was paid for the hardware. Efficient machines and cheap power push the shutdown price down.</p>
<h2>Use the figures honestly</h2>
<p>Every one of these figures is an estimate at today's difficulty and price, not a promise. Enter your own assumptions, including a higher difficulty, in the <a href="/calculator">calculator</a>, which prints the formulas it uses.</p>`,
  },
  'custody-and-withdrawal-security': {
    title: 'Keeping your mined bitcoin safe',
    summary:
      'Self-custody, seed phrases, withdrawal addresses, fund passwords and two-factor authentication: a practical security checklist.',
    body: `
<p>Mining output is paid in bitcoin, and bitcoin sent to a wrong or stolen address cannot be recovered. A few habits protect almost every loss we see.</p>
<h2>Custody: who holds the keys</h2>
<p>Whoever holds the <strong>private keys</strong> controls the coins. Coins in your account balance are held by us; coins in a wallet whose keys only you hold are in <strong>self-custody</strong>. For amounts you keep long-term, withdraw to a wallet you control, ideally a hardware wallet.</p>
<ul>
<li>Write the <strong>seed phrase</strong> (12 or 24 words) on paper or metal, store it offline, and never type it into a website, a chat or a photo.</li>
<li>Nobody from support will ever ask for your seed phrase, password or authenticator codes.</li>
</ul>
<h2>Protect your account</h2>
<ul>
<li>Use a unique, long password and a password manager.</li>
<li>Turn on an <strong>authenticator app</strong> (TOTP); it is safer than SMS codes, which can be stolen by SIM swapping.</li>
<li>Set a <strong>fund password</strong>: withdrawals and address changes ask for it.</li>
<li>Check the login history and sign out of devices you do not recognise.</li>
</ul>
<h2>Withdraw without mistakes</h2>
<ul>
<li>Copy addresses, never type them, and compare the first and last characters after pasting: clipboard malware replaces addresses.</li>
<li>Check the <strong>network</strong>: a bitcoin address on the bitcoin network. Sending over the wrong network can lose the coins.</li>
<li>Save addresses in the address book. A <strong>newly added address is locked for 24 hours</strong> before it can be used, so a thief who gets into your account cannot withdraw at once.</li>
<li>For a new wallet, send a small test amount first.</li>
</ul>
<h2>Recognise phishing</h2>
<p>Check the address bar before you log in, do not follow links from unsolicited messages, and be wary of anyone offering to "speed up" a withdrawal or "unlock" earnings for a fee. Read <a href="/content/spotting-cloud-mining-scams">how to spot cloud-mining scams</a> for the common tricks.</p>`,
  },
  'spotting-cloud-mining-scams': {
    title: 'How to spot a cloud-mining scam',
    summary:
      'Guaranteed returns, unverifiable hashrate and fees to unlock withdrawals: the red flags of fake mining offers and how to check a provider.',
    body: `
<p>Real mining income depends on difficulty, price and fees, so it moves every day. Many fraudulent "cloud mining" sites promise otherwise. These signs should make you stop.</p>
<h2>Red flags</h2>
<ul>
<li><strong>Guaranteed or fixed daily returns</strong> such as "2% a day". Mining output cannot be guaranteed; a fixed percentage that ignores difficulty is paid from new deposits, not from mining.</li>
<li><strong>Returns that do not follow difficulty.</strong> After a difficulty rise real output per TH/s falls. If yours never changes, it is not mining.</li>
<li><strong>No verifiable hashrate:</strong> no pool, no worker statistics, no way to see the delivered hashrate.</li>
<li><strong>Fees to withdraw or "unlock"</strong> your balance, or pressure to deposit more before you can take anything out.</li>
<li><strong>Referral-driven growth:</strong> when rewards depend mostly on bringing in new people.</li>
<li><strong>Anonymous operators:</strong> no company, no farms, no address, no history.</li>
</ul>
<h2>How to check a provider</h2>
<ol>
<li>Compare its stated output with a calculation at today's difficulty: the two should match within the fees.</li>
<li>Ask which <strong>pool</strong> the hashrate mines at and whether you can see pool-side hashrate and daily settlement.</li>
<li>Read the fee breakdown: hashrate fee, service fee, pool fee, withdrawal fee. Nothing should appear only at withdrawal.</li>
<li>Withdraw a small amount early and see that it arrives with a transaction ID you can look up on a block explorer.</li>
<li>Look for the company behind it: registered entity, farms, people, and how long it has been operating.</li>
</ol>
<h2>How we do it</h2>
<p>Every estimate on this site is labelled as one and shows its inputs; your dashboard shows the 24-hour average hashrate against what you bought, the daily output per UTC day and every payout with its transaction ID. Check our figures against the <a href="/calculator">calculator</a> and our <a href="/pool">pool statistics</a>.</p>`,
  },
  'buying-your-first-plan': {
    title: 'Buying your first plan, step by step',
    summary:
      'Choosing a plan, reading its fees, paying and watching it start: a walk through your first cloud-mining order.',
    body: `
<p>This guide walks through a first order, from comparing plans to seeing the first day's output in your dashboard.</p>
<h2>1. Compare the plans</h2>
<p>On the <a href="/list">plans page</a> each plan shows its miner model, hashrate, term, efficiency (J/T), pool and an <strong>estimated</strong> output over the term at today's difficulty and price. Plans come in kinds:</p>
<ul>
<li><strong>Easy</strong> plans: everything included, a good first choice.</li>
<li><strong>Full</strong> plans: a larger hashrate for a longer term.</li>
<li><strong>Stable</strong> plans: short terms on efficient miners.</li>
</ul>
<h2>2. Read the fees</h2>
<ul>
<li>The <strong>hashrate fee</strong> is paid once, when you buy.</li>
<li>The <strong>service fee</strong> covers electricity and upkeep, per TH/s per day. The first payment is due at checkout; after that it is charged from your balance, automatically if you turn on auto-deduct.</li>
<li>The <strong>pool fee</strong> is taken from the output, as a percentage.</li>
</ul>
<p>A day whose service fee is unpaid is not mined and not compensated; the plan warns you before that happens.</p>
<h2>3. Check the estimate yourself</h2>
<p>Open the plan in the <a href="/calculator">calculator</a>: it shows daily output, net revenue after fees and the static breakeven at today's figures, with the formulas. Try a higher difficulty to see a more cautious case.</p>
<h2>4. Pay and wait for the start</h2>
<p>Choose the quantity and pay. The plan takes effect within a few hours; its first mining day starts at <strong>00:00 UTC</strong>, and every day is settled per UTC day.</p>
<h2>5. Follow it in the dashboard</h2>
<p>Your order page shows the state (pending start, running, ended), the service-fee days left and the daily output. Read <a href="/content/reading-your-hashrate-dashboard">how to read your hashrate dashboard</a> to understand the charts.</p>`,
  },
  'reading-your-hashrate-dashboard': {
    title: 'Reading your hashrate dashboard',
    summary:
      'Purchased versus delivered hashrate, the 10-minute, 1-hour and 24-hour averages, worker status and daily settlement explained.',
    body: `
<p>Your dashboard shows what your hashrate is doing and what it earned. The figures follow a few rules that are worth knowing.</p>
<h2>Purchased and delivered hashrate</h2>
<p>The chart shows a <strong>reference line</strong> at the hashrate you bought and the hashrate the pool actually sees. Pool-side hashrate is estimated from random shares, so it wobbles around the line from hour to hour. What counts is the <strong>24-hour average</strong>, which is what your plan guarantees.</p>
<h2>10 minutes, 1 hour, 24 hours</h2>
<ul>
<li>The <strong>10-minute</strong> figure reacts fast but is noisy: it tells you the machines are up.</li>
<li>The <strong>1-hour</strong> figure smooths most of the noise.</li>
<li>The <strong>24-hour</strong> average is the one to judge delivery by. Until a window is full, for example in the first hours of a plan, it shows <em>n/a</em> rather than a misleading number.</li>
</ul>
<h2>Worker status</h2>
<p>On your pool pages each worker is <strong>online</strong> while it sends shares, <strong>offline</strong> after 20 minutes without a share and <strong>invalid</strong> after 24 hours without one.</p>
<h2>Daily output and settlement</h2>
<ul>
<li>Output is settled per <strong>UTC day</strong>; all dates in the dashboard are UTC and say so.</li>
<li><strong>Today</strong> is a partial day and is labelled as such; its figure grows until midnight UTC.</li>
<li>Each day's output follows that day's difficulty, so it moves after every retarget even when your hashrate does not.</li>
<li>Amounts are shown in BTC with 8 decimals; you can export them as CSV for your records and taxes.</li>
</ul>
<h2>When something looks wrong</h2>
<p>If the 24-hour average stays below what you bought, check the <a href="/news">news</a> for maintenance first: outages on our side are compensated by extending the plan. If nothing is announced, contact support with your order number.</p>`,
  },
};
