# MISTAKE: x is rebound to its layer-normalised version before the residual, so the block returns LN(x) + MHA(LN(x)) instead of adding the original x.
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.mean(np.square(x - mu), axis=-1, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    hd = d // num_heads
    dtype = x.dtype
    x = _layer_norm(x, gamma, beta, eps)
    q, k, v = (np.einsum("btd,de->bte", x, w).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
               for w in (w_q, w_k, w_v))
    s = np.einsum("bhid,bhjd->bhij", q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    top = s.max(axis=-1, keepdims=True)
    e = np.exp(s - np.where(np.isneginf(top), 0.0, top))
    den = e.sum(axis=-1, keepdims=True)
    p = e / np.where(den > 0, den, 1.0)
    attn = np.einsum("bhij,bhjd->bhid", p, v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    return (x + attn).astype(dtype)
