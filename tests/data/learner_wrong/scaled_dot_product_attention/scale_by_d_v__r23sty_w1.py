# MISTAKE: The scores are divided by sqrt(d_v) = sqrt(v.shape[-1]) instead of sqrt(d_k) = sqrt(q.shape[-1]); only right when d_v == d_k.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    d = v.shape[-1]
    s = np.einsum("...qd,...kd->...qk", q, k) / q.dtype.type(np.sqrt(d))
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    top = np.max(s, axis=-1, keepdims=True)
    top = np.where(np.isneginf(top), 0, top).astype(s.dtype)
    e = np.exp(s - top)
    z = np.einsum("...k->...", e)[..., None]
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return np.einsum("...qk,...kv->...qv", w, v), w
