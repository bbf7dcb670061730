# mistake: scales both q and k by 1/sqrt(d_k) (divides by d_k overall), written einsum-style
import numpy as np


def attention_scores(q, k):
    s = 1.0 / np.sqrt(q.shape[-1])
    return np.einsum("...id,...jd->...ij", q * s, k * s).astype(q.dtype)
