# WRONG: masked_fill with -1e9 (fully masked row -> uniform weights over all keys, not zeros) AND divides by np.sqrt(int) (float64 scalar) so float32 inputs return float64
import numpy as np

def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d_model // num_heads
    Q, K, V = x_q @ w_q, x_kv @ w_k, x_kv @ w_v
    b, ql, _ = Q.shape
    kl = K.shape[1]
    if mask is not None:
        mask = np.broadcast_to(mask, (b, num_heads, ql, kl))
    heads, weights = [], []
    for h in range(num_heads):
        sl = slice(h * hd, (h + 1) * hd)
        s = Q[..., sl] @ np.swapaxes(K[..., sl], -1, -2) / np.sqrt(hd)
        if mask is not None:
            s = np.where(mask[:, h], s, -1e9)
        s = s - s.max(-1, keepdims=True)
        p = np.exp(s)
        p = p / p.sum(-1, keepdims=True)
        weights.append(p)
        heads.append(p @ V[..., sl])
    return np.concatenate(heads, axis=-1) @ w_o, np.stack(weights, axis=1)
