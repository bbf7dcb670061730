import math

import numpy as np

# one (q_len, d) x (k_len, d) product, lifted over any leading axes by np.vectorize;
# the core dimension "d" must agree, so a size mismatch raises ValueError by itself
_pairwise = np.vectorize(lambda a, b: a @ b.T, signature='(i,d),(j,d)->(i,j)')


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    raw = _pairwise(q, k)
    return (raw / math.sqrt(q.shape[-1])).astype(np.result_type(q, k), copy=False)
