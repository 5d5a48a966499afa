#!/usr/bin/env bash
# Every database test also runs on PostgreSQL. Prints the URL of a server the tests may create
# databases on: BARLINE_TEST_DATABASE_URL when set, else the one on 127.0.0.1:5432, else a private
# cluster on a free port under a temporary folder (Debian's postgresql is installed when missing and
# we may), started once and reused by later runs while it answers.
set -euo pipefail

answers() { # url
  if command -v psql >/dev/null; then
    psql "$1" -Atqc 'select 1' >/dev/null 2>&1
  else
    local rest=${1#*@}
    local hostport=${rest%%/*}
    (exec 3<>"/dev/tcp/${hostport%:*}/${hostport##*:}") 2>/dev/null
  fi
}

if [ -n "${BARLINE_TEST_DATABASE_URL:-}" ]; then
  if answers "$BARLINE_TEST_DATABASE_URL"; then
    echo "$BARLINE_TEST_DATABASE_URL"
    exit 0
  fi
  echo "BARLINE_TEST_DATABASE_URL names a PostgreSQL server that does not answer" >&2
  exit 1
fi

default_url=postgresql://postgres@127.0.0.1:5432/postgres
if answers "$default_url"; then
  echo "$default_url"
  exit 0
fi

state=${TMPDIR:-/tmp}/barline-postgres.url
if [ -s "$state" ] && answers "$(cat "$state")"; then
  cat "$state"
  exit 0
fi

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(bindir)" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing Debian's postgresql for the database tests…" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq postgresql >/dev/null
  else
    echo "the database tests need PostgreSQL: sudo apt-get install -y postgresql, or set BARLINE_TEST_DATABASE_URL" >&2
    exit 1
  fi
fi
bin=$(bindir)

dir=$(mktemp -d "${TMPDIR:-/tmp}/barline-postgres.XXXXXX")
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_owner=()
if [ "$(id -u)" = 0 ]; then
  chown postgres: "$dir"
  as_owner=(runuser -u postgres --)
fi
echo "starting a private PostgreSQL cluster in $dir on port $port…" >&2
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >&2
url=postgresql://postgres@127.0.0.1:$port/postgres
echo "$url" >"$state"
echo "$url"
