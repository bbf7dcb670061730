# mistake: masks by multiplying the scores with the mask (a masked score becomes 0, not -inf), so masked keys keep weight
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = np.einsum("...id,...jd->...ij", q, k) / np.sqrt(q.shape[-1]).astype(q.dtype)
    if mask is not None:
        scores = scores * mask
    scores = scores - scores.max(-1, keepdims=True)
    w = np.exp(scores)
    w = (w / w.sum(-1, keepdims=True)).astype(q.dtype)
    return np.einsum("...ij,...jd->...id", w, v).astype(q.dtype), w
