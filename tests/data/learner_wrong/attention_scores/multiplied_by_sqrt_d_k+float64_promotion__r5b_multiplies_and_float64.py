# mistakes: multiplies by sqrt(d_k) instead of dividing AND np.sqrt(int) promotes float32 to float64
import numpy as np


def attention_scores(q, k):
    return np.einsum("...id,...jd->...ij", q, k) * np.sqrt(k.shape[-1])
