# wrong: softmax without subtracting the row max (large scores overflow -> inf/inf = NaN), AND no fully-masked guard (an all -inf row gives 0/0 = NaN)
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = np.einsum("...qd,...kd->...qk", q, k) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    e = np.exp(s)
    w = e / e.sum(-1, keepdims=True)
    return np.einsum("...qk,...kd->...qd", w, v), w
