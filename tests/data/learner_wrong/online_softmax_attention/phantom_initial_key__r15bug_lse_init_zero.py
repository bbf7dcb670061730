# URL: https://github.com/ModelTC/LightLLM/issues/948
# Bug: the running log-sum-exp l_i (used in place of m in the max, as in the kernel) is initialised to 0 instead of -inf: a phantom key with score 0 and value 0 is added, so output = true * S/(1+S) with S = sum exp(s), lse = log(1+S), and a fully masked row gets lse 0 instead of -inf.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = q.dtype
    d = q.shape[-1]
    q_len, k_len = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    scale = dt.type(1.0 / np.sqrt(d))
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    m_i = np.full(lead + (q_len,), -np.inf, dtype=dt)
    l_i = np.zeros(lead + (q_len,), dtype=dt)          # should be -inf
    acc = np.zeros(lead + (q_len, v.shape[-1]), dtype=dt)
    for start in range(0, k_len, block_size):
        end = min(start + block_size, k_len)
        s = (q @ np.swapaxes(k[..., start:end, :], -1, -2)) * scale
        if mask is not None:
            s = np.where(full_mask[..., start:end], s, -np.inf)
        m_ij = np.maximum(np.max(s, axis=-1), l_i)
        p = np.exp(s - m_ij[..., None])
        l_ij = p.sum(-1)
        acc_scale = np.exp(m_i - m_ij)
        acc = acc * acc_scale[..., None] + p @ v[..., start:end, :]
        l_i_new = np.exp(l_i - m_ij) + l_ij
        l_i = m_ij + np.log(l_i_new)
        m_i = m_ij
    out = acc * np.exp(m_i - l_i)[..., None]
    return out.astype(dt), l_i.astype(dt)
