# wrong (two mistakes): scales by sqrt(d_v) = sqrt(v.shape[-1]) instead of sqrt(d_k) (wrong when d_v != d_k), and np.sqrt(int) upcasts float32 to float64
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(v.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0.0, mx)
    ex = np.exp(scores - mx)
    den = ex.sum(axis=-1, keepdims=True)
    weights = np.divide(ex, den, out=np.zeros_like(ex), where=den > 0)
    return weights @ v, weights
