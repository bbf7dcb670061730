"""Throwaway Redis and PostgreSQL servers for the tests (a pytest plugin, registered in conftest.py).

``redis_url``     a redis-server on a free loopback port, no persistence; stopped at the end.
``postgres_url``  a PostgreSQL cluster made by initdb in a temporary folder, listening on a unix socket
                  only; stopped and deleted at the end. PostgreSQL refuses to run as root, so under root
                  the cluster belongs to the ``postgres`` system user (Debian's package creates it) and
                  its commands run through ``runuser``/``setpriv``.

Either fixture skips the tests that need it — with the reason — only where its server cannot start
(the binaries are missing: ``scripts/install_system.sh`` installs them; or it failed to start).
``pg_database`` gives each test a fresh database of that server.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from pathlib import Path

import pytest


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ------------------------------------------------------------------------------------------ Redis
def start_redis(workdir: Path) -> tuple[subprocess.Popen, str]:
    exe = shutil.which("redis-server")
    if exe is None:
        raise RuntimeError("redis-server is not installed (apt-get install redis-server; scripts/install_system.sh)")
    port = free_port()
    proc = subprocess.Popen([exe, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                             "--dir", str(workdir), "--protected-mode", "yes"],
                            stdout=open(workdir / "redis.log", "wb"), stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"redis-server exited: {(workdir / 'redis.log').read_text(errors='replace')[-500:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5) as s:
                s.sendall(b"PING\r\n")
                if s.recv(16).startswith(b"+PONG"):
                    return proc, f"redis://127.0.0.1:{port}/0"
        except OSError:
            time.sleep(0.05)
    proc.kill()
    raise RuntimeError("redis-server did not answer within 15 s")


def stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("redis")
    try:
        proc, url = start_redis(workdir)
    except RuntimeError as exc:
        pytest.skip(f"no Redis for this test: {exc}")
    yield url
    stop(proc)


# ------------------------------------------------------------------------------------------ PostgreSQL
def pg_bindir() -> Path | None:
    """The folder with initdb and pg_ctl (Debian keeps them out of PATH, under /usr/lib/postgresql/N/bin)."""
    found = shutil.which("pg_ctl")
    if found:
        return Path(os.path.realpath(found)).parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
                      key=lambda p: int(Path(p).parent.parent.name) if Path(p).parent.parent.name.isdigit() else 0)
    return Path(versions[-1]).parent if versions else None


def _as_user(argv: list[str], user: str | None) -> list[str]:
    if user is None:
        return argv
    if shutil.which("runuser"):
        return ["runuser", "-u", user, "--"] + argv
    pw = pwd.getpwnam(user)
    return ["setpriv", f"--reuid={pw.pw_uid}", f"--regid={pw.pw_gid}", "--init-groups", "--"] + argv


class PostgresServer:
    """One throwaway cluster: ``start()``, ``url(db)``, ``create_database()``, ``stop()``."""

    def __init__(self, base: Path):
        self.bindir = pg_bindir()
        if self.bindir is None:
            raise RuntimeError("PostgreSQL is not installed (apt-get install postgresql; scripts/install_system.sh)")
        self.user: str | None = None
        if os.geteuid() == 0:
            try:
                pwd.getpwnam("postgres")
            except KeyError:
                raise RuntimeError("running as root and there is no 'postgres' system user to run PostgreSQL as")
            self.user = "postgres"
        # a short path: a unix socket's path must fit in ~100 bytes
        self.root = Path(tempfile.mkdtemp(prefix="dojo-pg-", dir="/tmp"))
        self.data, self.sock = self.root / "data", self.root / "sock"
        self.sock.mkdir()
        self.port = free_port()  # names the socket file (.s.PGSQL.<port>); nothing listens on TCP
        if self.user:
            pw = pwd.getpwnam(self.user)
            for p in (self.root, self.sock):
                os.chown(p, pw.pw_uid, pw.pw_gid)
        self.log = base / "postgres.log"
        self.role = "dojo"

    def _run(self, argv: list[str], timeout: float = 120) -> None:
        r = subprocess.run(_as_user(argv, self.user), capture_output=True, text=True, timeout=timeout,
                           cwd=str(self.root))
        if r.returncode:
            raise RuntimeError(f"{Path(argv[0]).name} failed: {(r.stderr or r.stdout)[-800:]}")

    def start(self) -> None:
        self._run([str(self.bindir / "initdb"), "-D", str(self.data), "-U", self.role, "-A", "trust", "-E", "UTF8",
                   "--no-sync", "--no-instructions"])
        opts = (f"-c listen_addresses='' -k {self.sock} -p {self.port} -c fsync=off -c synchronous_commit=off "
                f"-c full_page_writes=off -c max_connections=100 -c shared_buffers=32MB")
        logfile = self.root / "postgres.log"
        self._run([str(self.bindir / "pg_ctl"), "-D", str(self.data), "-o", opts, "-l", str(logfile), "-w",
                   "-t", "60", "start"])

    def url(self, db: str = "postgres") -> str:
        return f"postgresql+psycopg://{self.role}@/{db}?host={self.sock}&port={self.port}"

    def create_database(self) -> str:
        import psycopg

        name = "t_" + uuid.uuid4().hex[:12]
        with psycopg.connect(host=str(self.sock), port=self.port, user=self.role, dbname="postgres",
                             autocommit=True) as con:
            con.execute(f'CREATE DATABASE "{name}" TEMPLATE template0')
        return self.url(name)

    def stop(self) -> None:
        try:
            self._run([str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop"], timeout=60)
        except (RuntimeError, subprocess.TimeoutExpired):
            pass
        try:
            shutil.copyfile(self.root / "postgres.log", self.log)
        except OSError:
            pass
        shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres_server(tmp_path_factory):
    try:
        import psycopg  # noqa: F401
    except ImportError:
        pytest.skip("no PostgreSQL for this test: the psycopg driver is not installed (requirements.txt)")
    try:
        server = PostgresServer(tmp_path_factory.mktemp("postgres"))
        server.start()
    except (RuntimeError, OSError, subprocess.TimeoutExpired) as exc:
        pytest.skip(f"no PostgreSQL for this test: {exc}")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def postgres_url(postgres_server) -> str:
    return postgres_server.url()


@pytest.fixture
def pg_database(postgres_server) -> str:
    """A fresh, empty database on the throwaway server (its SQLAlchemy URL)."""
    return postgres_server.create_database()
