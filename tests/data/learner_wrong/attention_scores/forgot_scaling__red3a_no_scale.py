# mistake: forgets to divide by sqrt(d_k)
import numpy as np


def attention_scores(q, k):
    return np.einsum("...qd,...kd->...qk", q, k)
