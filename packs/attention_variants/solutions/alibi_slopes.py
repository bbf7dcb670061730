"""Reference: the head-specific slopes of ALiBi (Press, Smith & Lewis 2022, "Train Short, Test Long").

For n heads, n a power of two, the slopes are the geometric sequence starting at 2^(−8/n) with the
same ratio: m_h = 2^(−8h/n), h = 1..n (§3: 1/2, 1/4, …, 1/256 for 8 heads). For other n the
authors' code takes the slopes of the closest smaller power of two p and adds every other slope of
2p, the first n − p of them (github.com/ofirpress/attention_with_linear_biases).
"""

import math

import numpy as np


def _power_of_two(n):
    start = 2.0 ** (-8.0 / n)
    return [start ** (h + 1) for h in range(n)]


def alibi_slopes(num_heads):
    """float64 (num_heads,): the slope m_h of every head, in the paper's order."""
    if num_heads < 1:
        raise ValueError(f"num_heads must be >= 1, got {num_heads}")
    if math.log2(num_heads).is_integer():
        return np.array(_power_of_two(num_heads))
    p = 2 ** math.floor(math.log2(num_heads))
    extra = _power_of_two(2 * p)[0::2][: num_heads - p]
    return np.array(_power_of_two(p) + extra)
