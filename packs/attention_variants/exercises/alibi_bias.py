import numpy as np


def alibi_bias(slopes, q_len, k_len=None):
    """The ALiBi bias that is added to the attention scores of every head.

    Args:
        slopes: float array (num_heads,), one slope per head (see alibi_slopes).
        q_len: number of queries (int >= 1).
        k_len: number of keys (int >= 1); defaults to q_len.

    Returns:
        float array (num_heads, q_len, k_len), same float dtype as slopes:
        bias[h, i, j] = slopes[h] * (j - p_i) with p_i = i + (k_len - q_len), the position of query i
        (bottom-right aligned). Keys in the past get a negative bias, the query's own key 0, keys in
        the future a positive one (a causal mask removes those later).

    Example:
        >>> alibi_bias(np.array([0.5]), 2, k_len=4)
        array([[[-1. , -0.5,  0. ,  0.5],
                [-1.5, -1. , -0.5,  0. ]]])

    Source: Press, Smith & Lewis 2022, "Train Short, Test Long", §3.
    """
    raise NotImplementedError
