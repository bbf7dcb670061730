# SOURCE: https://github.com/NVIDIA/trt-samples-for-hackathon-cn/issues/88
# MISTAKE: The LayerNorm inside the block computes the variance as E[x^2] - E[x]^2 (USE_DIFF_OF_SQUARES, one pass); for large, nearly equal features this cancels catastrophically and can even go negative, so 1/sqrt(var + eps) is wildly wrong or NaN.
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mean = x.mean(axis=-1, keepdims=True)
    mean_sq = (x * x).mean(axis=-1, keepdims=True)
    var = mean_sq - mean * mean            # single pass over the data
    inv_std = 1.0 / np.sqrt(var + eps)
    return (x - mean) * inv_std * gamma + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads

    h = _layer_norm(x, gamma, beta, eps)
    q = (h @ w_q).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    k = (h @ w_k).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    v = (h @ w_v).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)

    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
    return (x + ctx @ w_o).astype(x.dtype)
