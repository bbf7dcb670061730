# MISTAKE: The boolean mask is read with the opposite meaning (True = blocked, as PyTorch's key_padding_mask): scores are set to -inf where mask is True instead of where it is False.
import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q)
    x_kv = np.asarray(x_kv)
    batch, q_len, _ = x_q.shape
    k_len = x_kv.shape[1]
    d_model = np.shape(w_q)[1]
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = d_model // num_heads
    q = x_q @ w_q
    k = x_kv @ w_k
    v = x_kv @ w_v
    blocked = None
    if mask is not None:
        blocked = np.broadcast_to(np.asarray(mask, bool), (batch, num_heads, q_len, k_len))
    weights = np.zeros((batch, num_heads, q_len, k_len), dtype=x_q.dtype)
    merged = np.zeros((batch, q_len, d_model), dtype=x_q.dtype)
    for b in range(batch):
        for h in range(num_heads):
            sl = slice(h * hd, (h + 1) * hd)
            for i in range(q_len):
                scores = [float(q[b, i, sl] @ k[b, j, sl]) / math.sqrt(hd) for j in range(k_len)]
                if blocked is not None:
                    scores = [-math.inf if blocked[b, h, i, j] else sc for j, sc in enumerate(scores)]
                best = max(scores)
                if best == -math.inf:
                    continue
                ex = [math.exp(sc - best) for sc in scores]
                tot = sum(ex)
                weights[b, h, i] = [e / tot for e in ex]
                merged[b, i, sl] = weights[b, h, i] @ v[b, :, sl]
    return merged @ w_o, weights
