# SOURCE: https://github.com/hyunwoongko/transformer/issues/10
# MISTAKE: Masked scores are filled with -e where e = 1e-12 (practically a score of 0) instead of -inf, so masked keys still get a sizeable softmax weight, and a fully masked row gets uniform weights instead of all zeros.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    e = 1e-12
    d_k = q.shape[-1]
    score = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(d_k)
    if mask is not None:
        score = np.where(mask == 0, -e, score)
    score = score - score.max(axis=-1, keepdims=True)
    score = np.exp(score)
    weights = score / score.sum(axis=-1, keepdims=True)
    out = np.matmul(weights, v)
    dt = np.result_type(q, k, v)
    return out.astype(dt, copy=False), weights.astype(dt, copy=False)
