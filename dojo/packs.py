"""Loading instructor packs into the app: validate first, refuse a broken pack whole.

Validation uses ``grader.packs.validate_pack`` when the packs module provides it; otherwise it
loads the learner material (``grader.pack.load_pack``) and every exercise's hidden material and
cases, collecting every problem. Uploaded ``.zip`` files are unpacked under a folder named by their
content hash (so a changed pack never hits a stale cache), with size and path checks.
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

MAX_ZIP_BYTES = 20 << 20
MAX_UNPACKED_BYTES = 50 << 20
MAX_FILES = 2000


@dataclass(frozen=True)
class PackProblem:
    file: str
    field: str
    message: str


def _as_problem(p) -> PackProblem:
    return PackProblem(str(getattr(p, "file", "")), str(getattr(p, "field", "")),
                       str(getattr(p, "message", p)))


def validate(path: str | Path) -> list[PackProblem]:
    """Every problem of the pack at ``path`` (empty list = valid)."""
    path = Path(path)
    if not path.is_dir():
        return [PackProblem(str(path), "", "not a folder")]
    try:
        from grader.packs import validate_pack  # the packs engineer's full validation, when present
    except ImportError:
        validate_pack = None
    if validate_pack is not None:
        try:
            return [_as_problem(p) for p in validate_pack(path)]
        except Exception as exc:  # a validator crash must not take the page down
            return [PackProblem(str(path), "", f"validation failed: {type(exc).__name__}: {exc}")]
    return _fallback_validate(path)


def _fallback_validate(path: Path) -> list[PackProblem]:
    from grader.engine import prepare_cases
    from grader.pack import PackError, load_pack
    from grader.reference import load_hidden

    try:
        pack = load_pack(path)
    except PackError as exc:
        return [_as_problem(p) for p in exc.problems]
    problems: list[PackProblem] = []
    for ex in pack.ordered():
        try:
            if pack.has_solutions:
                load_hidden(pack, ex)
            prepare_cases(pack, ex, "all")
        except PackError as exc:
            problems.extend(_as_problem(p) for p in exc.problems)
        except Exception as exc:
            problems.append(PackProblem(f"exercises/{ex.id}", "", f"{type(exc).__name__}: {exc}"))
    return problems


class ZipRefused(ValueError):
    pass


_METHODS = {zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA}


def _check_members(zf: zipfile.ZipFile) -> list:
    """The file members of an uploaded .zip, after every check that needs no unpacking."""
    infos = [i for i in zf.infolist() if not i.is_dir()]
    if len(infos) > MAX_FILES:
        raise ZipRefused(f"more than {MAX_FILES} files")
    if sum(i.file_size for i in infos) > MAX_UNPACKED_BYTES:
        raise ZipRefused(f"more than {MAX_UNPACKED_BYTES >> 20} MiB unpacked")
    files: set[str] = set()
    folders: set[str] = set()
    for i in zf.infolist():
        p = PurePosixPath(i.filename)
        if p.is_absolute() or ".." in p.parts or "\\" in i.filename or not p.parts:
            raise ZipRefused(f"unsafe path in the .zip: {i.filename!r}")
        if (i.external_attr >> 16) & 0o170000 == 0o120000:
            raise ZipRefused(f"symbolic link in the .zip: {i.filename!r}")
        if i.is_dir():
            folders.add(str(p))
            continue
        if i.flag_bits & 0x1:
            raise ZipRefused(f"{i.filename!r} is encrypted (a pack .zip must not need a password)")
        if i.compress_type not in _METHODS:
            raise ZipRefused(f"{i.filename!r} uses a compression method this server cannot read "
                             f"(method {i.compress_type}); re-create the .zip with the usual 'deflate'")
        key = str(p)
        if key in files:
            raise ZipRefused(f"{i.filename!r} appears twice in the .zip")
        files.add(key)
        folders.update(str(a) for a in p.parents if str(a) != ".")
    clash = sorted(files & folders)
    if clash:
        raise ZipRefused(f"{clash[0]!r} is both a file and a folder in the .zip")
    return infos


def extract_zip(data: bytes, dest_root: Path) -> Path:
    """Unpack an uploaded pack safely; returns the folder that holds ``pack.yaml``.

    Raises:
        ZipRefused: not a .zip, too large, too many files, an unsafe path or a symbolic link, an
            encrypted member, an unsupported compression method, a name that is both a file and a
            folder, or a member that fails to unpack (bad CRC, truncated data). Nothing is left
            behind then: members are unpacked into a private temporary folder that is removed on
            any failure and renamed into place only when every member unpacked.
    """
    import shutil
    import tempfile
    import zlib

    if len(data) > MAX_ZIP_BYTES:
        raise ZipRefused(f"the .zip is larger than {MAX_ZIP_BYTES >> 20} MiB")
    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
        infos = _check_members(zf)
    except ZipRefused:
        raise
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError, NotImplementedError) as exc:
        raise ZipRefused(f"not a .zip file (or not a readable one): {exc}") from None
    digest = hashlib.sha256(data).hexdigest()[:16]
    dest = Path(dest_root) / digest
    if not dest.is_dir():
        Path(dest_root).mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{digest}.", suffix=".tmp", dir=dest_root))
        try:
            for i in infos:
                target = tmp / PurePosixPath(i.filename)
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(zf.read(i))
            try:
                tmp.rename(dest)
            except OSError:
                if not dest.is_dir():  # (else: another upload of the same .zip got there first)
                    raise
        except (zipfile.BadZipFile, OSError, RuntimeError, NotImplementedError, EOFError, ValueError,
                zlib.error) as exc:
            raise ZipRefused(f"the .zip could not be unpacked: {exc}") from None
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)
    if (dest / "pack.yaml").is_file():
        return dest
    subs = [p for p in dest.iterdir() if p.is_dir() and (p / "pack.yaml").is_file()]
    if len(subs) == 1:
        return subs[0]
    raise ZipRefused("no pack.yaml at the top of the .zip (or in its single top folder)")
