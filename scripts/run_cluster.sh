#!/usr/bin/env bash
# The scaled topology on one machine, without Docker (docs/scaling.md):
#   Redis (the grading queue) · PostgreSQL (the history) · 2 grading workers · 2 app replicas
#
#   scripts/run_cluster.sh start | stop | status
#
# Everything lives under var/cluster/: <name>.pid and <name>.log for each process, the PostgreSQL
# cluster in var/cluster/pg (made by initdb on the first start; under root it belongs to the
# `postgres` system user, as PostgreSQL refuses to run as root). Ports (loopback only), overridable:
#   CLUSTER_REDIS_PORT=6390  CLUSTER_PG_PORT=5439  CLUSTER_APP_PORTS="8601 8602"  CLUSTER_WORKERS=2
#   CLUSTER_CONCURRENCY=2 (jobs per worker)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
DIR="$ROOT/var/cluster"
PY="${PY:-$ROOT/.venv/bin/python}"
REDIS_PORT="${CLUSTER_REDIS_PORT:-6390}"
PG_PORT="${CLUSTER_PG_PORT:-5439}"
APP_PORTS="${CLUSTER_APP_PORTS:-8601 8602}"
WORKERS="${CLUSTER_WORKERS:-2}"
CONCURRENCY="${CLUSTER_CONCURRENCY:-2}"
BROKER="redis://127.0.0.1:$REDIS_PORT/0"
DB_URL="postgresql+psycopg://dojo@127.0.0.1:$PG_PORT/dojo"

pg_bin() {
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v pg_ctl)")"; return; fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1
}
PGBIN=$(pg_bin || true)
as_pg() {  # PostgreSQL refuses to run as root: run its tools as the postgres system user
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
alive() { [ -f "$DIR/$1.pid" ] && kill -0 "$(cat "$DIR/$1.pid")" 2>/dev/null; }

spawn() {  # spawn NAME CMD...: in the background, pid and log under var/cluster
  local name=$1; shift
  if alive "$name"; then echo "  $name already running (pid $(cat "$DIR/$name.pid"))"; return; fi
  nohup "$@" >"$DIR/$name.log" 2>&1 </dev/null &
  echo $! >"$DIR/$name.pid"
  echo "  $name started (pid $!, log var/cluster/$name.log)"
}

wait_for() {  # wait_for WHAT SECONDS CMD...
  local what=$1 secs=$2; shift 2
  for _ in $(seq 1 $((secs * 5))); do "$@" >/dev/null 2>&1 && return 0; sleep 0.2; done
  echo "error: $what did not come up within ${secs}s (see var/cluster/)" >&2; return 1
}

redis_ping() { "$PY" -c "import redis,sys; sys.exit(0 if redis.Redis.from_url('$BROKER').ping() else 1)"; }
pg_ready() { "$PGBIN/pg_isready" -h 127.0.0.1 -p "$PG_PORT" -q; }
app_ready() { "$PY" -c "import urllib.request as u; u.urlopen('http://127.0.0.1:$1/_stcore/health', timeout=2)"; }

start() {
  mkdir -p "$DIR"
  command -v redis-server >/dev/null || { echo "error: redis-server missing (scripts/install_system.sh)" >&2; exit 2; }
  [ -n "$PGBIN" ] || { echo "error: PostgreSQL missing (scripts/install_system.sh)" >&2; exit 2; }
  echo "starting the cluster under var/cluster/"
  spawn redis redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --dir "$DIR" --save "" --appendonly yes \
    --appendfilename cluster-redis.aof
  wait_for "Redis" 15 redis_ping

  if [ ! -f "$DIR/pg/data/PG_VERSION" ]; then
    mkdir -p "$DIR/pg"
    [ "$(id -u)" = 0 ] && chown postgres: "$DIR/pg"
    as_pg "$PGBIN/initdb" -D "$DIR/pg/data" -U dojo -A trust -E UTF8 --no-instructions >"$DIR/initdb.log" 2>&1
  fi
  if ! pg_ready; then
    : >"$DIR/postgres.log"; [ "$(id -u)" = 0 ] && chown postgres: "$DIR/postgres.log"
    as_pg "$PGBIN/pg_ctl" -D "$DIR/pg/data" -l "$DIR/postgres.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $DIR/pg" start >/dev/null
    head -1 "$DIR/pg/data/postmaster.pid" >"$DIR/postgres.pid"
    echo "  postgres started (pid $(cat "$DIR/postgres.pid"), log var/cluster/postgres.log)"
  fi
  wait_for "PostgreSQL" 30 pg_ready
  "$PY" - "$PG_PORT" <<'EOF'
import sys, psycopg
with psycopg.connect(host="127.0.0.1", port=int(sys.argv[1]), user="dojo", dbname="postgres", autocommit=True) as c:
    if not c.execute("SELECT 1 FROM pg_database WHERE datname = 'dojo'").fetchone():
        c.execute("CREATE DATABASE dojo")
EOF
  DOJO_DATABASE_URL="$DB_URL" "$PY" -c "from dojo.storage import Store; import os; Store(os.environ['DOJO_DATABASE_URL'])"

  for i in $(seq 1 "$WORKERS"); do
    spawn "worker$i" "$PY" -m grader worker --broker "$BROKER" --concurrency "$CONCURRENCY"
  done
  for port in $APP_PORTS; do
    DOJO_BROKER_URL="$BROKER" DOJO_DATABASE_URL="$DB_URL" spawn "app$port" "$PY" -m streamlit run app.py \
      --server.headless true --server.address 127.0.0.1 --server.port "$port" --browser.gatherUsageStats false
  done
  for i in $(seq 1 "$WORKERS"); do
    wait_for "worker$i" 120 grep -q "^worker " "$DIR/worker$i.log"
  done
  for port in $APP_PORTS; do wait_for "app on port $port" 90 app_ready "$port"; done
  status
}

stop_one() {
  local name=$1
  [ -f "$DIR/$name.pid" ] || return 0
  local pid; pid=$(cat "$DIR/$name.pid")
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 200); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -0 "$pid" 2>/dev/null && { echo "  $name did not stop in 40 s: SIGKILL"; kill -KILL "$pid" 2>/dev/null || true; }
    echo "  $name stopped"
  fi
  rm -f "$DIR/$name.pid"
}

stop() {
  [ -d "$DIR" ] || { echo "nothing to stop"; return; }
  echo "stopping the cluster"
  for f in "$DIR"/app*.pid; do [ -e "$f" ] && stop_one "$(basename "$f" .pid)"; done
  for f in "$DIR"/worker*.pid; do [ -e "$f" ] && stop_one "$(basename "$f" .pid)"; done
  if [ -f "$DIR/pg/data/postmaster.pid" ]; then
    as_pg "$PGBIN/pg_ctl" -D "$DIR/pg/data" -m fast -w stop >/dev/null 2>&1 && echo "  postgres stopped"
  fi
  rm -f "$DIR/postgres.pid"
  stop_one redis
}

status() {
  local ok=0
  for f in "$DIR"/*.pid; do
    [ -e "$f" ] || continue
    local name; name=$(basename "$f" .pid)
    if kill -0 "$(cat "$f")" 2>/dev/null; then echo "  up    $name (pid $(cat "$f"))"; else echo "  DOWN  $name"; ok=1; fi
  done
  [ -e "$DIR/redis.pid" ] || { echo "  (not running)"; return 3; }
  redis_ping && echo "  redis   $BROKER: answers" || ok=1
  pg_ready && echo "  postgres 127.0.0.1:$PG_PORT: accepting connections" || ok=1
  for port in $APP_PORTS; do
    app_ready "$port" 2>/dev/null && echo "  app     http://127.0.0.1:$port: healthy" || { echo "  app     :$port not answering"; ok=1; }
  done
  "$PY" -c "from grader.queue import JobQueue; print('  queue   waiting jobs:', JobQueue('$BROKER').length())" || ok=1
  return $ok
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
