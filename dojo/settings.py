"""App settings: environment variables (``DOJO_*``) or a ``[dojo]`` table in ``.streamlit/secrets.toml``.

Every setting is optional; with none at all the app starts with a SQLite file in ``var/`` and the
built-in pack. Environment variables win over secrets.toml.

    DOJO_DATABASE_URL        a SQLAlchemy URL (``postgresql+psycopg://user:pw@host/db``); overrides DOJO_DB_PATH
    DOJO_DB_PATH             SQLite file, relative paths are under the project root (default var/dojo.sqlite3)
    DOJO_PACK_PATH           the pack opened by default (default: the built-in pack)
    DOJO_PACK_DIR            where uploaded packs are unpacked (default var/packs)
    DOJO_ALLOW_PACK_LOADING  let learners load packs from a folder or a .zip (default true; packs run
                             their reference code in the app process, so switch this off on a shared server)
    DOJO_MAX_CONCURRENT_GRADINGS   gradings running at once across all sessions (default 2)
    DOJO_GRADING_QUEUE_TIMEOUT_S   how long a submission waits for a free slot (default 60)
    DOJO_BROKER_URL          a Redis URL (``redis://host:6379/0``): submissions go to the grading queue and
                             are graded by ``python -m grader worker`` processes; this process then runs
                             no learner code. Unset (the default): grading in-process, as above.
                             The queue's own knobs (DOJO_QUEUE_*) are listed in grader/queue.py.
    DOJO_QUEUE_WAIT_TIMEOUT_S  how long a queued submission is waited for (default 600)
    DOJO_SUBMIT_RATE_PER_MINUTE    Submits one profile may make in any 60 s (default 20; 0 = no limit). The
                             verdict of each hidden case is the one channel a submission still has to the
                             hidden inputs: the rate bounds how fast it can be read.
    DOJO_MAX_SOURCE_BYTES    the largest source (UTF-8 bytes) the app grades or stores (default 262144 = 256 KB)
    DOJO_DEFAULT_LANG        en | zh (default en)
    DOJO_DEFAULT_PROFILE     the local profile used before a learner picks one (default "learner")
    DOJO_EDITOR              auto | code | plain (default auto: the syntax-highlighting editor
                             (streamlit-code-editor) in the browser; a plain text area under AppTest or
                             when the package is missing. plain: always the text area)
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

PROJECT_ROOT = Path(__file__).resolve().parent.parent
# read in this order, later files win (the same two places Streamlit reads secrets.toml from)
SECRETS_PATHS: list[Path] = [Path.home() / ".streamlit" / "secrets.toml", PROJECT_ROOT / ".streamlit" / "secrets.toml"]


class _SecretsTomlSource(PydanticBaseSettingsSource):
    """The ``[dojo]`` table of ``.streamlit/secrets.toml`` (project folder, then the home folder)."""

    def __init__(self, settings_cls: type[BaseSettings], paths: list[Path] | None = None):
        super().__init__(settings_cls)
        self._data: dict[str, Any] = {}
        for path in paths if paths is not None else SECRETS_PATHS:
            try:
                table = tomllib.loads(path.read_text(encoding="utf-8")).get("dojo", {})
            except (OSError, tomllib.TOMLDecodeError):
                continue
            if isinstance(table, dict):
                self._data.update({str(k).lower(): v for k, v in table.items()})

    def get_field_value(self, field, field_name):  # pragma: no cover - __call__ does the work
        return self._data.get(field_name), field_name, False

    def __call__(self) -> dict[str, Any]:
        return {k: v for k, v in self._data.items() if k in self.settings_cls.model_fields}


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DOJO_", extra="ignore")

    database_url: str | None = None
    db_path: Path = Path("var/dojo.sqlite3")
    pack_path: Path | None = None
    pack_dir: Path = Path("var/packs")
    # None = "only when the app is served on loopback": loading a pack runs its reference code inside
    # the app, so a server reachable by others must opt in explicitly (DOJO_ALLOW_PACK_LOADING=true)
    allow_pack_loading: bool | None = None
    max_concurrent_gradings: int = Field(default=2, ge=1, le=64)
    grading_queue_timeout_s: float = Field(default=60.0, gt=0)
    broker_url: str | None = None
    queue_wait_timeout_s: float = Field(default=600.0, gt=0)
    submit_rate_per_minute: int = Field(default=20, ge=0, le=10_000)
    max_source_bytes: int = Field(default=256 * 1024, ge=1024, le=16 * 1024 * 1024)
    default_lang: Literal["en", "zh"] = "en"
    default_profile: str = Field(default="learner", min_length=1, max_length=64)
    editor: Literal["auto", "code", "plain"] = "auto"

    @field_validator("editor", mode="before")
    @classmethod
    def _editor_alias(cls, v: Any) -> Any:
        if isinstance(v, str):
            v = v.strip().lower()
            return {"textarea": "plain", "text_area": "plain", "code_editor": "code"}.get(v, v)
        return v

    @field_validator("broker_url", mode="before")
    @classmethod
    def _broker_url(cls, v: Any) -> Any:
        if isinstance(v, str):
            v = v.strip()
            if not v:
                return None
            if not v.startswith(("redis://", "rediss://", "unix://")):
                raise ValueError(f"DOJO_BROKER_URL must be a Redis URL (redis://host:6379/0), got {v!r}")
        return v

    @classmethod
    def settings_customise_sources(cls, settings_cls, init_settings, env_settings, dotenv_settings,
                                   file_secret_settings):
        return (init_settings, env_settings, _SecretsTomlSource(settings_cls))

    def resolved(self, path: Path) -> Path:
        return path if path.is_absolute() else PROJECT_ROOT / path

    @property
    def sqlalchemy_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite:///{self.resolved(self.db_path)}"


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()


def reload_settings() -> Settings:
    """Forget the cached settings (tests change environment variables)."""
    get_settings.cache_clear()
    return get_settings()


LOOPBACK_ADDRESSES = ("127.0.0.1", "localhost", "::1")


def pack_loading_allowed(settings: "Settings", server_address: str | None) -> bool:
    """Whether learners may load packs (their references run in the app process).

    An explicit setting wins; otherwise only a server bound to loopback (``make run`` binds
    127.0.0.1) allows it — on a server others can reach, an uploaded pack is remote code execution.
    """
    if settings.allow_pack_loading is not None:
        return settings.allow_pack_loading
    return (server_address or "").strip() in LOOPBACK_ADDRESSES
