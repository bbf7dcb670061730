# WRONG: multiplies by w.T (nn.Linear convention; wrong values for square weights, ValueError for non-square) AND tests biases with `if b:` (ambiguous truth value -> ValueError whenever a bias with >1 element is given)
import numpy as np

def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    def linear(w, b):
        y = x @ w.T
        if b:
            y = y + b
        return y
    return linear(w_q, b_q), linear(w_k, b_k), linear(w_v, b_v)
