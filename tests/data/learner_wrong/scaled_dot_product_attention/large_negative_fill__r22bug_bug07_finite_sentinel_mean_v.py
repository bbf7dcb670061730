# SOURCE: https://github.com/microsoft/onnxruntime/pull/28958
# MISTAKE: Masked scores are filled with the finite sentinel np.finfo(dtype).min instead of -inf and there is no fully-masked-row guard; a query row with no allowed key then gets uniform weights 1/k_len and its output is the mean of V, instead of all-zero weights and a zero output.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dtype = np.result_type(q, k, v)
    d_k = q.shape[-1]

    scores = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(d_k)
    if mask is not None:
        neg = np.finfo(dtype).min
        scores = np.where(np.asarray(mask, dtype=bool), scores, neg)

    scores = scores - scores.max(axis=-1, keepdims=True)
    with np.errstate(over="ignore"):
        e = np.exp(scores)
    weights = (e / e.sum(axis=-1, keepdims=True)).astype(dtype)
    output = (weights @ v).astype(dtype)
    return output, weights
