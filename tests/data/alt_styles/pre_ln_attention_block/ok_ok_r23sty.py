import numpy as np
from functools import reduce


def _compose(*stages):
    # run the stages left to right on a shared state dict
    return lambda state: reduce(lambda st, f: f(st), stages, state)


def _layer_norm(st):
    x = st["x"].astype(np.float64)
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    st["h"] = st["gamma"] * (x - mu) / np.sqrt(var + st["eps"]) + st["beta"]
    return st


def _project(st):
    h = st["h"]
    st["q"], st["k"], st["v"] = (h @ np.asarray(w, dtype=np.float64) for w in st["w_qkv"])
    return st


def _split(st):
    nh = st["num_heads"]
    for name in ("q", "k", "v"):
        b, t, d = st[name].shape
        st[name] = st[name].reshape(b, t, nh, d // nh).transpose(0, 2, 1, 3)
    return st


def _attend(st):
    q, k, v = st["q"], st["k"], st["v"]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if st["mask"] is not None:
        s = np.where(np.asarray(st["mask"], dtype=bool), s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    st["ctx"] = p @ v
    return st


def _merge_and_out(st):
    c = st["ctx"]
    b, nh, t, hd = c.shape
    merged = c.transpose(0, 2, 1, 3).reshape(b, t, nh * hd)
    st["attn"] = merged @ np.asarray(st["w_o"], dtype=np.float64)
    return st


def _residual(st):
    st["out"] = st["x"].astype(np.float64) + st["attn"]
    return st


_BLOCK = _compose(_layer_norm, _project, _split, _attend, _merge_and_out, _residual)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    d_model = x.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    state = {
        "x": x, "gamma": np.asarray(gamma, dtype=np.float64),
        "beta": np.asarray(beta, dtype=np.float64), "eps": eps,
        "w_qkv": (w_q, w_k, w_v), "w_o": w_o, "num_heads": num_heads, "mask": mask,
    }
    return _BLOCK(state)["out"].astype(x.dtype)
