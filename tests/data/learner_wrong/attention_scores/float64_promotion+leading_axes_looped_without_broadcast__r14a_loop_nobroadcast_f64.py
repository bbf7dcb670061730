# Wrong: loops over q's leading axes and indexes k with the same index (no broadcasting: k with fewer or size-1 leading axes crashes or is wrong), and the np.zeros output buffer makes float32 input come out float64.
import math
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    lead = q.shape[:-2]
    out = np.zeros(lead + (q.shape[-2], k.shape[-2]))
    for idx in np.ndindex(*lead):
        out[idx] = q[idx] @ k[idx].T / math.sqrt(q.shape[-1])
    return out
