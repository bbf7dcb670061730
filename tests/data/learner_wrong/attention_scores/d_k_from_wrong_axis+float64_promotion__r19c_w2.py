# MISTAKE: (1) the scale uses k.shape[-2] (k_len) instead of d_k = q.shape[-1]; (2) casts q to float64 before the matmul so float32 in gives float64 out.
import numpy as np

def attention_scores(q, k):
    k_len = k.shape[-2]
    qq = q.astype(np.float64)
    s = np.einsum("...id,...jd->...ij", qq, k)
    return s / np.sqrt(k_len)
