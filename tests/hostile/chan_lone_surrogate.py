# class: channel — a lone surrogate in printed text and in an exception message (found by the attack review)
# expect: runtime_error
import numpy as np

def softmax(x, axis=-1):
    print("\udcff")
    raise ValueError("\ud800 lone surrogate")
