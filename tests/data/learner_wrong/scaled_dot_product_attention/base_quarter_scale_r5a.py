import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    # scale q and k each by d_k ** -0.25 (as some implementations do): the product is scaled by 1/sqrt(d_k)
    s = q.shape[-1] ** -0.25
    scores = (q * s) @ np.swapaxes(k * s, -1, -2)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(scores - mx)
    tot = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
    return w @ v, w
