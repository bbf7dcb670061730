import math
import numpy as np

def _split(x, h):
    b, s, d = x.shape
    return x.reshape(b, s, h, d // h).transpose(0, 2, 1, 3)


def _merge(x):
    b, h, s, hd = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, s, h * hd)


def _safe_softmax(scores):
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    return np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    d_model = x.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError("d_model not divisible by num_heads")
    mean = x.mean(axis=-1, keepdims=True)
    xc = x - mean
    var = (xc * xc).mean(axis=-1, keepdims=True)
    h = gamma * xc / np.sqrt(var + eps) + beta
    hd = d_model // num_heads
    q = _split(h @ w_q, num_heads)
    k = _split(h @ w_k, num_heads)
    v = _split(h @ w_v, num_heads)
    scores = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(hd)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    w = _safe_softmax(scores)
    attn = _merge(w @ v) @ w_o
    return (x + attn).astype(x.dtype, copy=False)
