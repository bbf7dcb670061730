# MISTAKE: loops over the leading index tuples of q and indexes k with the same tuple, so keys whose leading axes only broadcast against q (e.g. 2-D keys with 4-D queries, or a size-1 batch axis) raise an error instead of broadcasting as with @.
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must share d_k")
    scale = 1.0 / np.sqrt(q.shape[-1])
    out = np.empty(q.shape[:-1] + (k.shape[-2],), dtype=np.result_type(q, k))
    for idx in np.ndindex(*q.shape[:-2]):
        out[idx] = (q[idx] @ k[idx].T) * scale
    return out
