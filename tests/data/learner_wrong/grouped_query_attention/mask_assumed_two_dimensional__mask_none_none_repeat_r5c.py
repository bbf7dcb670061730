# mistake: lifts the mask with mask[None, None] (assumes (q_len, k_len)); a (batch, 1, q_len, k_len) mask makes 6-D scores
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    if H % Hkv:
        raise ValueError("bad head counts")
    g = H // Hkv
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    d = q.shape[-1]
    s = (q @ k.swapaxes(-1, -2)) * q.dtype.type(1 / np.sqrt(d))
    if mask is not None:
        s = np.where(np.asarray(mask)[None, None], s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    return w @ v, w
