// The data bench:scale and bench:memory fill a PostgreSQL database with, in set-based statements,
// and signing in to /admin as staff do.
import { readFileSync } from 'node:fs';

const tags = ['seo', 'paid-media', 'weather-campaigns', 'case-studies', 'lead-generation', 'local-marketing'];

/** `count` posts beside the sample ones. */
export async function seedPosts(sql, count) {
  // One in ten is a draft and one in fifty scheduled for next year: the public lists must skip both.
  await sql.query(
    `insert into public.blog_posts (title, slug, excerpt, content, author, tags, published, publish_at, created_at, updated_at)
     select format('Storm season playbook %s: %s', i, (array['roofing','HVAC','restoration','plumbing','insurance'])[1 + i % 5]),
            format('storm-season-playbook-%s', i),
            format('What %s contractors changed in week %s of the season, and what it did to their calls.', (array['roofing','HVAC','restoration','plumbing','insurance'])[1 + i % 5], 1 + i % 52),
            repeat(format(E'## Week %s\\n\\nCalls rose when the ads named the storm and the county. Robots.txt and schema were checked first.\\n\\n', i), 12),
            'Brightline Growth',
            array[($1::text[])[1 + i % 6], ($1::text[])[1 + (i / 7) % 6]],
            i % 10 <> 0,
            case when i % 50 = 1 then now() + interval '1 year' end,
            now() - make_interval(mins => i * 37),
            now() - make_interval(mins => i * 37)
     from generate_series(1, $2::int) as i`,
    [tags, count],
  );
}

/** `count` leads, four in five with attribution. */
export async function seedLeads(sql, count) {
  await sql.query(
    `insert into public.contact_requests (full_name, email, company, phone, service_areas, message, source, page, user_agent, created_at, status, attribution, channel)
     select format('Lead %s', i), format('lead.%s@example.com', i), format('Company %s', i % 997), '(555) 010-' || lpad((i % 10000)::text, 4, '0'),
            'Tampa Bay', format('Hail hit %s homes in our area this week; we need calls by Friday.', i % 300), (array['contact','florida'])[1 + i % 2],
            '/contact', 'bench', now() - make_interval(secs => i * 13),
            -- Every fifth lead won; four in five carry attribution (issue 32) so /admin/sources has data.
            case when i % 5 = 0 then 'won' else 'new' end,
            case when i % 5 <> 4 then jsonb_build_object(
              'first', jsonb_build_object('utm_source', (array['google','facebook','bing','newsletter'])[1 + i % 4], 'utm_medium', (array['cpc','paid-social','cpc','email'])[1 + i % 4],
                                          'utm_campaign', format('storm-%s', i % 12), 'landing_path', (array['/services','/florida','/blog','/contact'])[1 + i % 4], 'at', 1790000000 + i),
              'last', jsonb_build_object('utm_source', (array['google','facebook','bing','newsletter'])[1 + i % 4], 'utm_medium', (array['cpc','paid-social','cpc','email'])[1 + i % 4],
                                         'utm_campaign', format('storm-%s', i % 12), 'landing_path', (array['/services','/florida','/blog','/contact'])[1 + i % 4], 'at', 1790000000 + i)) end,
            case when i % 5 <> 4 then (array['Paid Search','Paid Social','Paid Search','Email'])[1 + i % 4] else 'Direct' end
     from generate_series(1, $1::int) as i`,
    [count],
  );
}

/** The session cookie of staff signed in with `adminKey`, by the login action as the browser posts it. */
export async function signIn(url, distDir, adminKey) {
  const manifest = JSON.parse(readFileSync(`${distDir}/server/server-reference-manifest.json`, 'utf8'));
  const loginId = Object.entries(manifest.node).find(([, e]) => e.filename === 'lib/staff/actions.ts' && e.exportedName === 'login')?.[0];
  const login = new FormData();
  login.append('_1_key', adminKey);
  login.append('0', '[{"status":"idle"},"$K1"]');
  const signedIn = await fetch(`${url}/admin`, { method: 'POST', headers: { 'next-action': loginId, origin: url, accept: 'text/x-component' }, body: login });
  const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.includes('session'));
  if (!cookie) throw new Error(`Sign-in failed (${signedIn.status})`);
  return { cookie };
}
