"""Shared test setup. The service fixtures (throwaway Redis and PostgreSQL) live in tests/services.py."""

from services import pg_database, postgres_server, postgres_url, redis_url  # noqa: F401  (fixtures)
