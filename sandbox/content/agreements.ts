/**
 * Agreements as the CMS serves them: HTML. One paragraph carries an `onerror` handler and a `javascript:` link on
 * purpose, as a CMS might let through; the client must sanitize before rendering (spec: agreement modal).
 */
const HOSTILE = `<p class="note">Questions? <a href="javascript:alert('agreement')">Contact support</a>.<img src="x" alt="" onerror="alert('agreement')"></p>`;

type Variant = 'ZH' | 'CN' | 'EN';

const TEXT: Record<
  'BFFPRIVACY' | 'BFFUSERTERM',
  Record<Variant, { title: string; sections: Array<[string, string]> }>
> = {
  BFFPRIVACY: {
    EN: {
      title: 'Privacy Policy',
      sections: [
        [
          'What we collect',
          'Your email or phone number, your orders and the <strong>device identifier</strong> of the browser you use.',
        ],
        ['Why', 'To run your account, pay out mining income and keep the service secure.'],
        ['Your rights', 'You can ask for a copy of your data or its deletion at any time from <em>Settings</em>.'],
      ],
    },
    CN: {
      title: '隐私政策',
      sections: [
        ['我们收集的信息', '您的邮箱或手机号、订单以及所用浏览器的<strong>设备标识</strong>。'],
        ['用途', '用于运营您的账户、发放挖矿收益并保障服务安全。'],
        ['您的权利', '您可随时在<em>设置</em>中申请获取或删除您的数据。'],
      ],
    },
    ZH: {
      title: '私隱政策',
      sections: [
        ['我們收集的資料', '您的電郵或手機號碼、訂單以及所用瀏覽器的<strong>裝置識別碼</strong>。'],
        ['用途', '用於營運您的帳戶、發放挖礦收益並保障服務安全。'],
        ['您的權利', '您可隨時在<em>設定</em>中申請取得或刪除您的資料。'],
      ],
    },
  },
  BFFUSERTERM: {
    EN: {
      title: 'Terms of Service',
      sections: [
        [
          'The service',
          'You rent hashrate for a fixed term; output depends on network difficulty and is <strong>not guaranteed</strong>.',
        ],
        ['Fees', 'Electricity and service fees are charged daily from your balance.'],
        ['Termination', 'Plans end at the close of their term; discontinued plans are no longer sold.'],
      ],
    },
    CN: {
      title: '服务条款',
      sections: [
        ['服务内容', '您按固定期限租用算力；产出取决于全网难度，<strong>不作保证</strong>。'],
        ['费用', '电费和服务费每日从您的余额中扣除。'],
        ['终止', '方案在期满时结束；已下架的方案不再出售。'],
      ],
    },
    ZH: {
      title: '服務條款',
      sections: [
        ['服務內容', '您按固定期限租用算力；產出取決於全網難度，<strong>不作保證</strong>。'],
        ['費用', '電費和服務費每日從您的餘額中扣除。'],
        ['終止', '方案在期滿時結束；已下架的方案不再出售。'],
      ],
    },
  },
};

/** The version in force and the UTC day it took effect, the same in every language variant. */
const REVISION: Record<'BFFPRIVACY' | 'BFFUSERTERM', { version: string; effectiveDate: string }> = {
  BFFPRIVACY: { version: '3.2', effectiveDate: '2026-03-01' },
  BFFUSERTERM: { version: '4.0', effectiveDate: '2026-01-15' },
};

export function agreement(
  agreementId: string,
): { title: string; agreementContent: string; version: string; effectiveDate: string } | undefined {
  const match = /^(BFFPRIVACY|BFFUSERTERM)_(ZH|CN|EN)$/.exec(agreementId);
  if (!match) return undefined;
  const kind = match[1] as 'BFFPRIVACY' | 'BFFUSERTERM';
  const doc = TEXT[kind][match[2] as Variant];
  const body = doc.sections.map(([heading, text]) => `<h3>${heading}</h3>\n<p>${text}</p>`).join('\n');
  return { title: doc.title, ...REVISION[kind], agreementContent: `<h2>${doc.title}</h2>\n${body}\n${HOSTILE}` };
}
