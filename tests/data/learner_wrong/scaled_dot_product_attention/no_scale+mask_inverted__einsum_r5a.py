# mistakes: no 1/sqrt(d_k) scale AND mask polarity inverted (True treated as "masked")
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = np.einsum("...id,...jd->...ij", q, k)
    if mask is not None:
        scores = np.where(mask, -np.inf, scores)
    mx = scores.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(scores - mx)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return np.einsum("...ij,...jd->...id", w, v), w
