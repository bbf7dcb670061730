# MISTAKE: The residual adds the normalised h instead of the original x (returns h + MHA(h)), so the residual stream is replaced by its LayerNorm.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    mu = np.einsum("btd->bt", x)[..., None] / d
    xc = x - mu
    var = np.einsum("btd,btd->bt", xc, xc)[..., None] / d
    h = gamma * xc / np.sqrt(var + eps) + beta
    split = lambda z: np.einsum("bthe->bhte", z.reshape(b, t, num_heads, hd))
    q = split(np.einsum("btd,de->bte", h, w_q))
    k = split(np.einsum("btd,de->bte", h, w_k))
    v = split(np.einsum("btd,de->bte", h, w_v))
    s = np.einsum("bhqe,bhke->bhqk", q, k) / x.dtype.type(np.sqrt(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    top = np.max(s, axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0)
    e = np.exp(s - top)
    z = np.sum(e, axis=-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.einsum("bhqk,bhke->bqhe", p, v).reshape(b, t, d)
    attn = np.einsum("btd,de->bte", ctx, w_o)
    return (h + attn).astype(x.dtype)
