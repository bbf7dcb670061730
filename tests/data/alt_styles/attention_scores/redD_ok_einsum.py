import numpy as np

def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    s = np.einsum("...id,...jd->...ij", q, k)
    return (s / np.sqrt(q.shape[-1])).astype(np.result_type(q, k))
